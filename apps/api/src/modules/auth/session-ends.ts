import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Subscription } from '../../db/listen.ts';
import { findLiveSessionIds, notifySessionEnd, SESSION_ENDS_CHANNEL } from './session-ends.repository.ts';

/** A session that ended: signed out, or removed by a password change or reset (ADR 0031). */
export type SessionEnd = { userId: string; sessionId: string };

export type SessionEnds = {
  /**
   * Records ended sessions in this instance at once (the next request here is refused) and tells
   * every other instance through the database's NOTIFY.
   */
  announce(end: SessionEnd): Promise<void>;
  /**
   * Whether a session read from its cookie cache has ended. From memory; only for a short while after
   * start-up or a lost LISTEN connection, when announcements may have been missed, from the database.
   */
  hasEnded(sessionId: string): boolean | Promise<boolean>;
  /** Which of these sessions still exist in the database (the streams' periodic check). */
  liveAmong(sessionIds: string[]): Promise<Set<string>>;
  /** Called once for every session that ends, here or on another instance; returns an unsubscribe. */
  onEnd(listener: (end: SessionEnd) => void): () => void;
  close(): Promise<void>;
};

const noticeSchema = z.object({ u: z.string(), s: z.string() });

/**
 * Ended sessions, known to every instance without a query per request. A session's signed cookie
 * cache is trusted for `cacheMs` (ADR 0019) from when it was written, so an ended session could pass
 * for at most that long after its end; its id is remembered for twice that (room for clocks that
 * disagree between instances), after which Better Auth asks the database anyway and finds no row.
 */
export async function createSessionEnds(deps: {
  database: Database;
  log: FastifyBaseLogger;
  cacheMs: number;
  now?: () => number;
}): Promise<SessionEnds> {
  const { database, log, cacheMs } = deps;
  const now = deps.now ?? Date.now;
  const rememberMs = 2 * cacheMs;
  /** Ended session ids with when they may be forgotten, oldest first. */
  const ended = new Map<string, number>();
  const listeners = new Set<(end: SessionEnd) => void>();
  // PGlite lives in this one process (no other instance, no lost connection): nothing to miss. On a
  // server, ends announced before this instance listened, or while its connection was down, are
  // unknown here, so for one cache lifetime after either the database is asked instead.
  let askDatabaseUntil = database.kind === 'postgres' ? now() + cacheMs : 0;

  const forgetOld = () => {
    const at = now();
    for (const [id, until] of ended) {
      if (until > at) break;
      ended.delete(id);
    }
  };
  const record = (end: SessionEnd) => {
    forgetOld();
    if (ended.has(end.sessionId)) return;
    ended.set(end.sessionId, now() + rememberMs);
    for (const listener of listeners) {
      try {
        listener(end);
      } catch (error) {
        log.error({ err: error }, 'A session-end listener failed');
      }
    }
  };
  const liveAmong = (sessionIds: string[]) => findLiveSessionIds(database.db, sessionIds);

  const subscription: Subscription = await database.listen(SESSION_ENDS_CHANNEL, {
    onNotification: (payload) => {
      try {
        record(
          noticeSchema.transform(({ u, s }) => ({ userId: u, sessionId: s })).parse(JSON.parse(payload)),
        );
      } catch {
        log.warn({ payload }, 'Ignored a malformed session-end notice');
      }
    },
    onGap: () => {
      askDatabaseUntil = now() + cacheMs;
    },
  });

  return {
    async announce(end) {
      record(end);
      try {
        await notifySessionEnd(database.db, JSON.stringify({ u: end.userId, s: end.sessionId }));
      } catch (error) {
        // The session row is gone already: other instances refuse it once its cookie cache expires.
        log.error({ err: error }, 'Announcing an ended session failed');
      }
    },
    hasEnded(sessionId) {
      if (ended.has(sessionId)) {
        forgetOld();
        if (ended.has(sessionId)) return true;
      }
      if (now() >= askDatabaseUntil) return false;
      return liveAmong([sessionId]).then((live) => !live.has(sessionId));
    },
    liveAmong,
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => subscription.close(),
  };
}
