import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

/** Job rows, in one statement in the caller's transaction so it exists exactly when the change that needs it does. */
export async function insertJobs(
  executor: Db | Tx,
  rows: { kind: string; payload: unknown; maxAttempts: number; runAt: Date; key: string | null }[],
) {
  if (rows.length === 0) return;
  // A keyed job is queued once while an earlier one of the same key is still to run.
  await executor
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing({ target: jobs.key, where: sql`done_at is null and failed_at is null` });
}
