import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * One fixed-window counter per key in the rate_limits table (shared with Better Auth's limiter,
 * under keys of our own), so limits hold across every instance on one database. Returns the count
 * of this window including this hit, in one statement, race-free.
 *
 * The statement commits asynchronously (`synchronous_commit` off for its own transaction only): a
 * counter needs no flush to disk, and waiting for one put every write request (three counters for a
 * message) in the queue for the server's WAL flush, holding the row lock of a shared counter (one
 * address) meanwhile. A database crash can forget the last fraction of a second of hits; nothing else.
 */
export async function countHit(db: Db, key: string, windowMs: number, nowMs = Date.now()): Promise<number> {
  return (await countAttempt(db, key, windowMs, nowMs)).count;
}

/**
 * The counter of countHit and when its window began (for `Retry-After`), so that a hit can be taken
 * back within the same window (forgiveHit).
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
  nowMs = Date.now(),
): Promise<{ count: number; windowStartMs: number }> {
  const result = await db.execute<{ count: number; last_request: string | number }>(sql`
    INSERT INTO rate_limits (id, key, count, last_request)
    SELECT ${crypto.randomUUID()}, ${key}, 1, ${nowMs}
      FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request <= ${nowMs - windowMs} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN rate_limits.last_request <= ${nowMs - windowMs} THEN ${nowMs}
                          ELSE rate_limits.last_request END
    RETURNING count, last_request`);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 1), windowStartMs: Number(row?.last_request ?? nowMs) };
}

/** Takes back one hit counted by countAttempt, if its window is still the current one. */
export async function forgiveHit(db: Db, key: string, windowStartMs: number): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limits SET count = rate_limits.count - 1
      FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
     WHERE key = ${key} AND last_request = ${windowStartMs} AND rate_limits.count > 0`);
}
