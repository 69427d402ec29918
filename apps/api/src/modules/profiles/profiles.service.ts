import { type CurrentUser, userTypeSchema } from '@setspot/domain/auth/auth-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { findCurrentUser } from './profiles.repository.ts';

/** The account joined with its profile, or null when the account has none (GET /api/me). */
export async function currentUser(deps: Pick<AppDeps, 'db'>, userId: string): Promise<CurrentUser | null> {
  const user = await findCurrentUser(deps.db, userId);
  if (!user) return null;
  return { ...user, userType: userTypeSchema.parse(user.userType) };
}
