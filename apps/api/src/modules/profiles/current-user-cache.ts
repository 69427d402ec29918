import type { CurrentUser } from '@setspot/domain/auth/auth-schemas';

/**
 * How long GET /api/me may answer from memory (ADR 0023): the web app asks on every page load and
 * every 30 s, and the answer rarely changes. Changes made through this instance are seen at once
 * (`forget`); those made through another instance, or a session revoked there, within this time.
 */
export const CURRENT_USER_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry = { userId: string; user: CurrentUser | null; expiresAt: number };

export type CurrentUserCache = {
  /** The answer for this session cookie, if one younger than CURRENT_USER_CACHE_MS is kept. */
  get(sessionCookie: string): CurrentUser | null | undefined;
  set(sessionCookie: string, userId: string, user: CurrentUser | null): void;
  /** Drops every kept answer of a user: their profile, avatar or account just changed here. */
  forget(userId: string): void;
  /** Drops every kept answer of the user this cookie was kept for (sign-out, password change here). */
  forgetUserOf(sessionCookie: string): void;
};

/** The recent answers of GET /api/me, per session cookie value, oldest dropped first past MAX_ENTRIES. */
// The clock is typed here rather than imported from app-deps, which imports this file's type.
export function createCurrentUserCache(clock: { now(): Date }): CurrentUserCache {
  const entries = new Map<string, Entry>();
  const forget = (userId: string) => {
    for (const [cookie, entry] of entries) if (entry.userId === userId) entries.delete(cookie);
  };
  return {
    get(sessionCookie) {
      const entry = entries.get(sessionCookie);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock.now().getTime()) {
        entries.delete(sessionCookie);
        return undefined;
      }
      return entry.user;
    },
    set(sessionCookie, userId, user) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(sessionCookie, { userId, user, expiresAt: clock.now().getTime() + CURRENT_USER_CACHE_MS });
    },
    forget,
    forgetUserOf(sessionCookie) {
      const entry = entries.get(sessionCookie);
      entries.delete(sessionCookie);
      if (entry) forget(entry.userId);
    },
  };
}
