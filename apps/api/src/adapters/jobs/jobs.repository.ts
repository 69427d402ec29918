import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

/** A job row, in the caller's transaction so it exists exactly when the change that needs it does. */
export async function insertJob(
  executor: Db | Tx,
  job: { kind: string; payload: unknown; maxAttempts: number; runAt: Date; key: string | null },
) {
  // A keyed job is queued once while an earlier one of the same key is still to run.
  await executor
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.key, where: sql`done_at is null and failed_at is null` });
}

/** Wakes the workers listening on `channel`; delivered when the caller's transaction commits. */
export async function notifyWorkers(executor: Db | Tx, channel: string, kind: string) {
  await executor.execute(sql`select pg_notify(${channel}, ${kind})`);
}
