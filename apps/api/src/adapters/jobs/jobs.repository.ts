import { sql } from 'drizzle-orm';
import type { Db, Statement, Tx } from '../../db/client.ts';
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

/**
 * One job of `kind`, due now, for each row `source` answers, in the same statement as `source`
 * (a data-modifying one, such as an INSERT … RETURNING, runs once as a CTE): its `payload` column is
 * the job's payload. Returns how many jobs were added.
 */
export async function insertJobsFrom(
  executor: Db | Tx,
  kind: string,
  maxAttempts: number,
  source: Statement,
): Promise<number> {
  const result = await executor.execute(sql`
    with source as (${source.getSQL()})
    insert into ${jobs} (kind, payload, max_attempts, run_at)
    select ${kind}, source.payload, ${maxAttempts}, now() from source
    returning 1`);
  return result.rows.length;
}
