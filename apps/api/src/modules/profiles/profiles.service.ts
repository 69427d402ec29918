// Typed without AppDeps: app-deps imports this module's public file, and the types must not loop.
import { type CurrentUser, userTypeSchema } from '@setspot/domain/auth/auth-schemas';
import type { Db } from '../../db/client.ts';
import type { CurrentUserCache } from './current-user-cache.ts';
import { findCurrentUser, findProfileType } from './profiles.repository.ts';

/**
 * The account joined with its profile, or null when the account has none (GET /api/me). With the
 * session's token, also null once that session was revoked, even while its cookie cache lasts.
 */
export async function currentUser(
  deps: { db: Db },
  userId: string,
  sessionToken?: string,
): Promise<CurrentUser | null> {
  const user = await findCurrentUser(deps.db, userId, sessionToken);
  if (!user) return null;
  return { ...user, userType: userTypeSchema.parse(user.userType) };
}

/**
 * GET /api/me's answer kept for this session cookie (ADR 0023), or undefined: within a few seconds of
 * a verified answer the same cookie is answered from memory, without asking Better Auth again.
 */
export function keptCurrentUser(
  deps: { currentUsers: CurrentUserCache },
  sessionCookie: string,
): CurrentUser | null | undefined {
  return deps.currentUsers.get(sessionCookie);
}

/**
 * currentUser for a session Better Auth has just verified, kept under its cookie for a few seconds
 * (ADR 0023): GET /api/me is asked on every page load, and this keeps it off the database.
 */
export async function currentUserOfSession(
  deps: { db: Db; currentUsers: CurrentUserCache },
  session: { userId: string; sessionToken: string; sessionCookie: string },
): Promise<CurrentUser | null> {
  const user = await currentUser(deps, session.userId, session.sessionToken);
  deps.currentUsers.set(session.sessionCookie, session.userId, user);
  return user;
}

/** The account's user type as stored ('filmmaker' or 'owner'), or null without a profile: the role guards' question. */
export function profileType(deps: { db: Db }, userId: string): Promise<string | null> {
  return findProfileType(deps.db, userId);
}
