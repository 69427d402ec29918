import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';
import { boardApi } from '../lib/board-path';

/** POST /api/boards/{id}/members: invites a person with an account, by email. */
export function useInviteMember(id: string) {
  return useBoardMutation((email: string) =>
    apiFetch(boardApi.members(id), { method: 'POST', body: { email } }),
  );
}

/** DELETE /api/boards/{id}/members/{userId}: the owner removes a member, or a member leaves. */
export function useRemoveMember(id: string) {
  return useBoardMutation((userId: string) =>
    apiFetch(`${boardApi.members(id)}/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
}
