import { createDatabaseJobQueue } from '../adapters/jobs/database-job-queue.ts';
import { openDatabase } from '../db/client.ts';
import { silentLogger } from './silent-logger.ts';

/**
 * A second process for the job queue tests: opens the database named in its environment (a
 * PostgreSQL URL or a PGlite data directory), claims jobs of kind 'test.hang', reports each over IPC
 * and never finishes it, so the parent can kill it with SIGKILL while it holds the job.
 */
const url = process.env.CHILD_DATABASE_URL;
const dataDir = process.env.CHILD_PGLITE_DIR;

const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir ?? '' },
);
const jobs = createDatabaseJobQueue(database, silentLogger(), {
  pollIntervalMs: 20,
  lockSeconds: 1,
  retryBaseMs: 10,
  concurrency: 1,
});
jobs.define('test.hang', async (job) => {
  process.send?.({ type: 'claimed', id: job.id, attempt: job.attempt });
  await new Promise(() => {});
});
await jobs.start();
process.send?.({ type: 'ready' });
