import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { userCounterKeys } from './rate-limit-keys.ts';

// The rate limiter's counters (http/rate-limit.ts) in the rate_limits table, so limits hold across
// instances: one row per key, `last_request` holding when its window began. A window begins with the
// first hit after the last one ended, whichever instance it reaches; counts sent for a window older
// than the row's are ignored rather than let them reset the newer one.
//
// Statements commit asynchronously (`synchronous_commit` off for their own transaction only): a
// counter needs no flush to disk. A database crash can forget the last fraction of a second of hits.

/** Adds one hit to a key: the count of its window including it, and when that window began. */
export async function addHit(
  db: Db,
  key: string,
  windowMs: number,
  nowMs: number,
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

/**
 * Adds each key's hits to its window in one statement and answers every key's count of that
 * window, all instances' hits included (batched counting).
 */
export async function addHits(
  db: Db,
  batch: { key: string; hits: number; windowStartMs: number }[],
): Promise<{ key: string; count: number; windowStartMs: number }[]> {
  if (batch.length === 0) return [];
  const result = await db.execute<{ key: string; count: number; last_request: string | number }>(sql`
    INSERT INTO rate_limits (id, key, count, last_request)
    SELECT gen_random_uuid()::text, b.key, b.hits, b."windowStartMs"
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS b(key text, hits int, "windowStartMs" bigint),
           (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request = excluded.last_request THEN rate_limits.count + excluded.count
                   WHEN rate_limits.last_request > excluded.last_request THEN rate_limits.count
                   ELSE excluded.count END,
      last_request = greatest(rate_limits.last_request, excluded.last_request)
    RETURNING key, count, last_request`);
  return result.rows.map((row) => ({
    key: row.key,
    count: Number(row.count),
    windowStartMs: Number(row.last_request),
  }));
}

/** Takes back one hit of a key's window, if that window is still the row's. */
export async function removeHit(db: Db, key: string, windowStartMs: number): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limits SET count = rate_limits.count - 1
      FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
     WHERE key = ${key} AND last_request = ${windowStartMs} AND rate_limits.count > 0`);
}

/**
 * Removes every per-user counter of a user (their keys: rate-limit-keys.ts): a deleted account
 * leaves no key naming it. In the deletion's own transaction, and again after it (rate-limit.ts).
 */
export async function removeUserCounters(db: Executor, userId: string): Promise<void> {
  const { writes, routesLike } = userCounterKeys(userId);
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${writes} OR key LIKE ${routesLike}`);
}
