import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/** The channel every instance LISTENs on for ended sessions (payload: `{"u":userId,"s":sessionId}`). */
export const SESSION_ENDS_CHANNEL = 'setspot_session_ends';

export async function notifySessionEnd(db: Db, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSION_ENDS_CHANNEL}, ${payload})`);
}

/** Which of these sessions still exist and have not expired (one indexed query). */
export async function findLiveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, sql`now()`)));
  return new Set(rows.map((row) => row.id));
}
