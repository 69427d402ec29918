import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * One fixed-window counter per key in the rate_limits table (shared with Better Auth's limiter,
 * under keys of our own), so limits hold across every instance on one database. Returns the count
 * of this window including this hit, in one statement, race-free.
 */
export async function countHit(db: Db, key: string, windowMs: number, nowMs = Date.now()): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (id, key, count, last_request)
    VALUES (${crypto.randomUUID()}, ${key}, 1, ${nowMs})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request <= ${nowMs - windowMs} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN rate_limits.last_request <= ${nowMs - windowMs} THEN ${nowMs}
                          ELSE rate_limits.last_request END
    RETURNING count`);
  return Number(result.rows[0]?.count ?? 1);
}
