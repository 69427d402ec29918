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
   * Whether a session read from its cookie cache has ended. From memory; only for a session made
   * before this instance last started listening, within a cache lifetime of that, from the database
   * (its end may have been announced unheard).
   */
  hasEnded(session: { id: string; createdAt?: Date | string }): boolean | Promise<boolean>;
  /** Which of these sessions still exist in the database (the streams' periodic check). */
  liveAmong(sessionIds: string[]): Promise<Set<string>>;
  /** Called once for every session that ends, here or on another instance; returns an unsubscribe. */
  onEnd(listener: (end: SessionEnd) => void): () => void;
  /**
   * Called when the channel's connection was lost (ends announced meanwhile went unheard): whatever
   * was kept about sessions before then is to be checked anew (ADR 0033).
   */
  onGap(listener: () => void): void;
  close(): Promise<void>;
};

const noticeSchema = z.object({ u: z.string(), s: z.string() });
const CLOCK_MARGIN_MS = 5_000;

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
  const gapListeners: (() => void)[] = [];
  // PGlite lives in this one process (no other instance, no lost connection): nothing to miss. On a
  // server, ends announced before this instance listened, or while its connection was down, are
  // unknown here, so for one cache lifetime after either the database is asked instead, about
  // sessions made before then (a session made since ends, if at all, where this instance hears it).
  let askDatabaseUntil = database.kind === 'postgres' ? now() + cacheMs : 0;
  let listeningSince = now();

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
    // Called when the connection is lost and again once it listens anew.
    onGap: () => {
      askDatabaseUntil = now() + cacheMs;
      listeningSince = now();
      for (const listener of gapListeners) listener();
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
    hasEnded({ id, createdAt }) {
      if (ended.has(id)) {
        forgetOld();
        if (ended.has(id)) return true;
      }
      if (now() >= askDatabaseUntil) return false;
      const madeAt = createdAt === undefined ? Number.NaN : new Date(createdAt).getTime();
      // Room for another instance's clock running ahead when it made the session.
      if (madeAt > listeningSince + CLOCK_MARGIN_MS) return false;
      return liveAmong([id]).then((live) => !live.has(id));
    },
    liveAmong,
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onGap(listener) {
      gapListeners.push(listener);
    },
    close: () => subscription.close(),
  };
}
