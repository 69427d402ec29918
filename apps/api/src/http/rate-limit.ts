import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { counterKey, isUserCounterKey, routeLimitName, WRITES_PER_USER } from './rate-limit-keys.ts';
import { addHit, addHits, removeHit, removeUserCounters } from './rate-limits.repository.ts';

/**
 * The one rate limiter (ADR 0033): every limit of the API (writes per address and per user, a
 * route's own, messages, sign-ins, Better Auth's endpoints) is a named limit counted here and
 * refused with the same 429. 'batched' (the default): an instance's first hit of a key in a window
 * is added to the shared count in the database, learning the other instances' hits; the hits after
 * it are counted in memory and added, all keys in one statement, every FLUSH_EVERY_MS. 'exact', for
 * the rare and costly attempts whose limit must hold to the hit (sign-ins, password resets): every
 * hit is added in the database.
 */
export type Limit = { name: string; max: number; windowSeconds: number; counting?: 'batched' | 'exact' };
export type Verdict = { refused: boolean; retryAfterSeconds: number; forgive(): Promise<void> };

/** A route's own limits, on top of the write limits every state-changing request has (route config). */
export type RouteRateLimit = { perAddress?: number; perUser?: number; windowSeconds?: number };
declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

export type WriteLimits = { windowSeconds: number; perIp: number; perUser: number };

/** How long hits wait in memory before they are added to the shared counts (the margin, ADR 0033). */
export const FLUSH_EVERY_MS = 200;

/** 'Too many attempts. Please try again in 42 seconds.': when, not just that. */
export function tryAgainMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 90
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/** The API's one 429: when to try again, in the Retry-After header and in the message. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(errorBody('RATE_LIMITED', tryAgainMessage(retryAfterSeconds)));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Better Auth's routes have limits of their own (auth.routes.ts); Stripe is a server, not a user.
const EXEMPT_PREFIXES = ['/api/auth/', '/api/payments/stripe/webhook'];

function isLimitedWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.url.startsWith('/api/')) return false;
  return !EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

type Entry = { windowStartMs: number; windowMs: number; pending: number; known: number };

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(deps: {
  db: Db;
  log: FastifyBaseLogger;
  writes: WriteLimits;
  now?: () => number;
}) {
  const { db, log, writes } = deps;
  const now = deps.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  const flush = async (): Promise<void> => {
    if (flushing) await flushing;
    const at = now();
    const batch: { key: string; hits: number; windowStartMs: number }[] = [];
    for (const [key, entry] of entries) {
      if (entry.pending > 0) {
        batch.push({ key, hits: entry.pending, windowStartMs: entry.windowStartMs });
        entry.known += entry.pending;
        entry.pending = 0;
      } else if (entry.windowStartMs + entry.windowMs <= at) entries.delete(key);
    }
    if (batch.length === 0) return;
    flushing = addHits(db, batch).then(
      (rows) => {
        for (const row of rows) {
          const entry = entries.get(row.key);
          if (entry?.windowStartMs === row.windowStartMs) entry.known = Math.max(entry.known, row.count);
        }
      },
      (error: unknown) => log.warn({ err: error }, 'Rate-limit counts were not shared; kept in memory'),
    );
    await flushing;
    flushing = undefined;
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void flush();
    }, FLUSH_EVERY_MS).unref();
  };

  async function hit(limit: Limit, subject: string): Promise<Verdict> {
    const windowMs = limit.windowSeconds * 1000;
    const at = now();
    const key = counterKey(limit.name, subject);
    const verdict = (refused: boolean, windowStartMs: number, forgive: () => Promise<void>) => ({
      refused,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + windowMs - at) / 1000)),
      forgive,
    });
    const entry = entries.get(key);
    if (limit.counting === 'exact' || !entry || entry.windowStartMs + windowMs <= at) {
      // Counted in the database: every hit of an exact limit, and an instance's first hit of a key in
      // a window, which learns what the other instances counted and when the window began; the hits
      // after it wait in memory for the next flush.
      const shared = await addHit(db, key, windowMs, at).catch((error: unknown) => {
        log.warn({ err: error }, 'A rate-limit count was not shared; kept in memory');
        return { count: 1, windowStartMs: at };
      });
      const forgive = () => removeHit(db, key, shared.windowStartMs);
      const refused = shared.count > limit.max;
      if (limit.counting !== 'exact') {
        const kept = entries.get(key);
        if (kept?.windowStartMs === shared.windowStartMs) kept.known = Math.max(kept.known, shared.count);
        else
          entries.set(key, {
            windowStartMs: shared.windowStartMs,
            windowMs,
            pending: 0,
            known: shared.count,
          });
      }
      // A refused attempt did nothing: it uses up nothing either.
      if (refused) await forgive().catch(() => undefined);
      return verdict(refused, shared.windowStartMs, forgive);
    }
    if (entry.known + entry.pending + 1 > limit.max)
      return verdict(true, entry.windowStartMs, async () => {});
    entry.pending++;
    schedule();
    return verdict(false, entry.windowStartMs, async () => {
      if (entry.pending > 0) entry.pending--;
    });
  }

  /** Counts every limit; answers with the one 429 (and true) at the first that refuses. */
  async function refuseOver(reply: FastifyReply, limits: { limit: Limit; subject: string }[]) {
    for (const { limit, subject } of limits) {
      const verdict = await hit(limit, subject);
      if (verdict.refused) {
        await tooManyRequests(reply, verdict.retryAfterSeconds);
        return true;
      }
    }
    return false;
  }

  const routeLimits = (request: FastifyRequest, per: 'perAddress' | 'perUser') => {
    const route = request.routeOptions.config.rateLimit;
    const max = route?.[per];
    if (max === undefined) return [];
    const windowSeconds = route?.windowSeconds ?? writes.windowSeconds;
    const name = routeLimitName(per, request.method, request.routeOptions.url);
    return [{ limit: { name, max, windowSeconds } }];
  };

  return {
    hit,
    flush,
    /**
     * Before anything else is read: the write limit per client address, and the route's own. False
     * at once when none applies (most reads), so their hook answers without waiting on a promise.
     */
    refuseOverAddressLimits(request: FastifyRequest, reply: FastifyReply): Promise<boolean> | false {
      const limits = [
        ...(isLimitedWrite(request)
          ? [{ limit: { name: 'write:ip', max: writes.perIp, windowSeconds: writes.windowSeconds } }]
          : []),
        ...routeLimits(request, 'perAddress'),
      ];
      if (limits.length === 0) return false;
      return refuseOver(
        reply,
        limits.map((l) => ({ ...l, subject: request.ip })),
      );
    },
    /** Once the caller is known (the session guard): the write limit per user, and the route's own. */
    refuseOverUserLimits(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<boolean> {
      const limits = [
        ...(isLimitedWrite(request)
          ? [{ limit: { name: WRITES_PER_USER, max: writes.perUser, windowSeconds: writes.windowSeconds } }]
          : []),
        ...routeLimits(request, 'perUser'),
      ];
      return refuseOver(
        reply,
        limits.map((l) => ({ ...l, subject: userId })),
      );
    },
    /**
     * Forgets a deleted account's counts: its per-user keys leave memory, so no later flush writes
     * them back, and once a flush already under way has landed, their rows leave the database (the
     * deletion's transaction removed them too, but a flush of hits counted just before can land after
     * it). Other instances' unflushed hits of its last 200 ms are not reached; those rows end with
     * their window.
     */
    async forgetUser(userId: string) {
      for (const key of entries.keys()) if (isUserCounterKey(key, userId)) entries.delete(key);
      if (flushing) await flushing;
      await removeUserCounters(db, userId);
    },
    async close() {
      clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}

/** Every request meets the address limits first, before its body is read or its session looked up. */
export function limitRequests(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('onRequest', (request, reply, done) => {
    const refusing = limiter.refuseOverAddressLimits(request, reply);
    if (refusing === false) return done();
    // A refusal has sent its 429: the request goes no further (no done()).
    refusing.then((refused) => (refused ? undefined : done()), done);
  });
  // While the database is still open: the app's own onClose may close it.
  app.addHook('preClose', async () => limiter.close());
}
