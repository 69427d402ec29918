import type { BoardDetail } from '@setspot/domain/boards/board-schemas';
import { UserPlus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-me';
import { showToast } from '../../../lib/toast';
import { useInviteMember, useRemoveMember } from '../api/members';

/** Who is on the board; the owner invites crew by the email of their SetSpot account. */
export function BoardCrew({ board }: { board: BoardDetail }) {
  const owner = board.role === 'owner';
  const { user } = useSession();
  const remove = useRemoveMember(board.id);
  const navigate = useNavigate();
  const leaveOrRemove = (memberId: string, name: string) =>
    remove.mutate(memberId, {
      onSuccess: () => {
        if (memberId === user?.id) {
          showToast((toast) => toast.success(`You left ${board.name}`));
          navigate(paths.boards);
        } else showToast((toast) => toast.success(`${name} removed from the board`));
      },
      onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
    });
  return (
    <section aria-labelledby="crew-heading" className="grid gap-3">
      <h2 id="crew-heading" className="text-lg font-semibold">
        Crew
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li className="rounded-full border border-border bg-surface px-3 py-1 text-sm">
          {board.owner.name} <span className="text-muted-foreground">(owner)</span>
        </li>
        {board.members.map((member) => (
          <li
            key={member.id}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-surface py-1 pr-1 pl-3 text-sm"
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {member.name}
              {member.email ? <span className="text-muted-foreground"> · {member.email}</span> : null}
            </span>
            {owner || member.id === user?.id ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                disabled={remove.isPending}
                onClick={() => leaveOrRemove(member.id, member.name)}
              >
                {owner ? <X aria-hidden="true" /> : null}
                <span className={owner ? 'sr-only' : undefined}>
                  {owner ? `Remove ${member.name}` : 'Leave board'}
                </span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {owner ? <InviteForm boardId={board.id} /> : null}
    </section>
  );
}

function InviteForm({ boardId }: { boardId: string }) {
  const invite = useInviteMember(boardId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(email.trim(), {
      onSuccess: () => {
        showToast((toast) => toast.success(`Invited ${email.trim()}`));
        setEmail('');
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-1.5" noValidate>
      <label htmlFor="invite-email" className="text-sm font-medium">
        Invite by email
      </label>
      <p id="invite-hint" className="text-sm text-muted-foreground">
        The email of their SetSpot account. They can vote and comment on each location.
      </p>
      <div className="flex max-w-md gap-2">
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-hint invite-error' : 'invite-hint'}
        />
        <Button type="submit" disabled={invite.isPending}>
          <UserPlus aria-hidden="true" />
          Invite
        </Button>
      </div>
      {error ? (
        <p id="invite-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
