import type { UserType } from '@setspot/domain/auth/auth-schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hasSessionCookie, sessionCookieValue } from '../../http/session-cookie.ts';
import { profileType } from '../profiles/profiles.public.ts';
import type { SessionEnds } from './session-ends.ts';

/** A session Better Auth verified, and whose it is. */
export type SessionUser = { id: string; email: string; emailVerified: boolean; sessionId: string };

/** The signed-in user behind a session, with their profile's type (null: no profile set up). */
export type SessionActor = SessionUser & { userType: UserType | null };

/**
 * How long a verified session and its actor answer from memory (ADR 0033). An ended session is
 * dropped at once on every instance all the same (the ended-sessions channel, ADR 0031).
 */
export const SESSION_ACTOR_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry = { actor: SessionActor; expiresAt: number };

/**
 * What Better Auth's answer rested on: the session token and, when sent, the signed cookie cache
 * beside it (the same token without it is checked in the database, and may be refused).
 */
function keyOf(request: FastifyRequest): string | undefined {
  const token = sessionCookieValue(request);
  if (!token) return undefined;
  const cached = request.headers.cookie?.match(/(?:^|;\s*)[^=;]*session_data=([^;]+)/)?.[1];
  return cached ? `${token} ${cached}` : token;
}

export type SessionActors = {
  /** Who is behind this request's session cookie: from memory within SESSION_ACTOR_CACHE_MS, else looked up once. */
  of(request: FastifyRequest): Promise<SessionActor | null>;
  /** Drops every kept lookup of this user (their account changed here: deleted, emails changed). */
  forget(userId: string): void;
};

/**
 * One session-and-actor lookup per session every few seconds, in place of one per request: Better
 * Auth's session check (a signed cookie verified, or a query) and the profile-type query each
 * signed-in request made. Kept per session cookie value (and cookie cache), which only values Better
 * Auth verified are stored under. A session that ends, here or on another instance, drops its user's entries as it is
 * heard; so does a lost channel connection (ends may have gone unheard), and a lookup that an end
 * overtook is not kept.
 */
export function createSessionActors(deps: {
  /** Better Auth's check of the request's session (session-user.ts), null when there is none. */
  readSessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  db: Db;
  sessionEnds: SessionEnds;
  now?: () => number;
}): SessionActors {
  const now = deps.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let endsHeard = 0;
  const forget = (userId: string) => {
    for (const [key, entry] of entries) if (entry.actor.id === userId) entries.delete(key);
  };
  deps.sessionEnds.onEnd(({ userId }) => {
    endsHeard++;
    forget(userId);
  });
  deps.sessionEnds.onGap(() => {
    endsHeard++;
    entries.clear();
  });

  const lookUp = async (request: FastifyRequest): Promise<SessionActor | null> => {
    const user = await deps.readSessionUser(request);
    if (!user) return null;
    const type = await profileType(deps, user.id);
    return { ...user, userType: type === 'owner' || type === 'filmmaker' ? type : null };
  };

  return {
    async of(request) {
      if (!hasSessionCookie(request)) return null;
      const key = keyOf(request);
      if (!key) return lookUp(request);
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now()) return kept.actor;
      const heardBefore = endsHeard;
      const actor = await lookUp(request);
      if (endsHeard !== heardBefore) {
        // An end was heard meanwhile: this lookup may predate it; ask once more, keep nothing.
        return actor && (await deps.sessionEnds.hasEnded({ id: actor.sessionId })) ? null : actor;
      }
      entries.delete(key);
      // A signed-out answer is not kept: a bad cookie costs its caller a lookup, not memory.
      if (actor) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { actor, expiresAt: now() + SESSION_ACTOR_CACHE_MS });
      }
      return actor;
    },
    forget,
  };
}
