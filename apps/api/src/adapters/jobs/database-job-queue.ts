import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../db/after-commit.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { JobHandler, JobQueue } from './job-queue.ts';
import { insertJobs, insertJobsFrom } from './jobs.repository.ts';

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs; jobs this process adds also wake it on commit. */
  pollIntervalMs: number;
  /** How long a claimed job is held before another process may take it over. */
  lockSeconds: number;
  /** First retry delay; doubled per attempt up to an hour, with jitter. */
  retryBaseMs: number;
  /** Jobs run at once in this process. */
  concurrency: number;
};

type Claimed = { id: string; kind: string; payload: unknown; attempts: number; max_attempts: number };

const CLAIM_SQL = `
  UPDATE jobs SET attempts = attempts + 1, locked_at = now(),
    locked_until = now() + make_interval(secs => $3), locked_by = $2
  WHERE id IN (
    SELECT id FROM jobs
    WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now() AND kind = ANY($1::text[])
      AND (locked_until IS NULL OR locked_until <= now())
    ORDER BY run_at, id
    LIMIT $4
    FOR UPDATE SKIP LOCKED)
  RETURNING id::text AS id, kind, payload, attempts, max_attempts`;

// Both updates are fenced by the claim (worker and attempt): a worker whose lock ran out and whose
// job was taken over cannot overwrite what the new holder records.
const DONE_SQL = `
  UPDATE jobs SET done_at = now(), locked_until = NULL, last_error = NULL
  WHERE id = $1::bigint AND locked_by = $2 AND attempts = $3`;

const FAILED_SQL = `
  UPDATE jobs SET last_error = $4, locked_until = NULL, locked_by = NULL,
    failed_at = CASE WHEN attempts >= max_attempts THEN now() END,
    run_at = CASE WHEN attempts >= max_attempts THEN run_at ELSE now() + make_interval(secs => $5) END
  WHERE id = $1::bigint AND locked_by = $2 AND attempts = $3`;

// A job handed back at shutdown is due again at once and its attempt is not counted: it did not fail.
const HAND_BACK_SQL = `
  UPDATE jobs SET locked_until = NULL, locked_by = NULL, attempts = attempts - 1, run_at = now()
  WHERE id = ANY($1::bigint[]) AND locked_by = $2 AND done_at IS NULL AND failed_at IS NULL`;

const MAX_RETRY_DELAY_MS = 3_600_000;

/** Delay before attempt `attempt + 1`: base × 2^(attempt-1), at most an hour, ±20% jitter. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/**
 * The queue on the `jobs` table, the same SQL on PGlite and PostgreSQL (docs/decisions/0010).
 * Claiming uses FOR UPDATE SKIP LOCKED, so two processes polling one database never take the same
 * job; a claim holds the job until `locked_until`, after which a crashed holder's job is run again.
 */
export function createDatabaseJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: JobQueueOptions,
): JobQueue {
  const handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  /** The runs in progress, with the id of the job each runs (to hand back at shutdown). */
  const inFlight = new Map<Promise<void>, string>();
  let timer: NodeJS.Timeout | undefined;
  // Not started yet: jobs added meanwhile wait for start() (or a test's runDue()).
  let stopped = true;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  const recurring: { kind: string; intervalMs: number }[] = [];
  const offerTimers: NodeJS.Timeout[] = [];

  async function runOne(job: Claimed) {
    const entry = handlers.get(job.kind);
    const params = [job.id, worker, job.attempts];
    try {
      // A job that took its process down every time would otherwise be claimed forever.
      if (!entry || job.attempts > job.max_attempts) throw new Error(`No more attempts for ${job.kind}`);
      await entry.handler({
        id: Number(job.id),
        kind: job.kind,
        attempt: job.attempts,
        payload: job.payload,
      });
      await database.query(DONE_SQL, params);
    } catch (error) {
      const final = job.attempts >= job.max_attempts;
      const message = error instanceof Error ? error.message : String(error);
      log[final ? 'error' : 'warn'](
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
        final ? `Job ${job.kind} failed for good` : `Job ${job.kind} failed; it will be retried`,
      );
      const delaySeconds = retryDelayMs(job.attempts, options.retryBaseMs) / 1000;
      await database.query(FAILED_SQL, [...params, message.slice(0, 2000), delaySeconds]).catch((err) => {
        log.error({ err, jobId: job.id }, 'Could not record a job failure; its lock will time out');
      });
    }
  }

  async function claim(limit: number): Promise<Claimed[]> {
    if (limit <= 0 || handlers.size === 0) return [];
    return database.query<Claimed>(CLAIM_SQL, [[...handlers.keys()], worker, options.lockSeconds, limit]);
  }

  function track(job: Claimed) {
    const run = runOne(job).finally(() => {
      inFlight.delete(run);
      if (!stopped) wake();
    });
    inFlight.set(run, job.id);
  }

  async function poll() {
    while (!stopped) {
      const claimed = await claim(options.concurrency - inFlight.size);
      for (const job of claimed) track(job);
      if (claimed.length === 0 || inFlight.size >= options.concurrency) return;
    }
  }

  function wake() {
    if (stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = poll()
      .catch((error: unknown) => log.error({ err: error }, 'Polling the job queue failed'))
      .finally(() => {
        polling = null;
        if (pollAgain) {
          pollAgain = false;
          wake();
        }
      });
  }

  /**
   * Work due now wakes this process's workers once the job is committed (a worker never looks for a
   * job it cannot see yet); other instances find it at their next poll. No NOTIFY: inside the
   * transaction it made PostgreSQL commit every such transaction one at a time (ADR 0033).
   */
  function wakeOnCommit(executor: Executor) {
    afterCommit(executor, wake);
  }

  const queue: JobQueue = {
    define(kind, handler, defineOptions = {}) {
      handlers.set(kind, { handler, maxAttempts: defineOptions.maxAttempts ?? 10 });
    },

    async enqueue(executor, kind, payload, enqueueOptions = {}) {
      const maxAttempts = handlers.get(kind)?.maxAttempts ?? 10;
      const runAt = enqueueOptions.runAt ?? new Date();
      await insertJobs(executor, [{ kind, payload, maxAttempts, runAt, key: enqueueOptions.key ?? null }]);
      if (runAt.getTime() <= Date.now()) wakeOnCommit(executor);
    },

    async enqueueFrom(executor, kind, source) {
      const added = await insertJobsFrom(executor, kind, handlers.get(kind)?.maxAttempts ?? 10, source);
      if (added > 0) wakeOnCommit(executor);
      return added;
    },

    every(kind, intervalMs, handler) {
      handlers.set(kind, { handler, maxAttempts: 3 });
      recurring.push({ kind, intervalMs });
    },

    async start() {
      stopped = false;
      timer = setInterval(wake, options.pollIntervalMs);
      timer.unref();
      for (const { kind, intervalMs } of recurring) {
        const offer = () => {
          queue.enqueue(database.db, kind, {}, { key: kind }).catch((error: unknown) => {
            log.error({ err: error, kind }, 'Could not offer a recurring job');
          });
        };
        const repeat = setInterval(offer, intervalMs);
        repeat.unref();
        offerTimers.push(repeat);
        offer();
      }
      wake();
    },

    async runDue() {
      const claimed = await claim(options.concurrency);
      await Promise.all(claimed.map(runOne));
      return claimed.length;
    },

    async close(closeOptions = {}) {
      stopped = true;
      clearInterval(timer);
      for (const repeat of offerTimers.splice(0)) clearInterval(repeat);
      await polling;
      const all = Promise.allSettled([...inFlight.keys()]);
      const { handBackAfterMs } = closeOptions;
      if (handBackAfterMs === undefined) {
        await all;
        return;
      }
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise((resolve) => (timeout = setTimeout(resolve, handBackAfterMs)))]);
      clearTimeout(timeout);
      const unfinished = [...inFlight.values()];
      if (unfinished.length === 0) return;
      // Released rows are claimed by another instance at once instead of after JOBS_LOCK_SECONDS;
      // the fence (locked_by) keeps this process from recording them done if it gets there after all.
      await database.query(HAND_BACK_SQL, [unfinished, worker]).catch((error: unknown) => {
        log.error({ err: error }, 'Could not hand back unfinished jobs; their locks will time out');
      });
      log.warn({ jobIds: unfinished }, `Handed back ${unfinished.length} unfinished job(s) at shutdown`);
    },
  };
  // Finished jobs are kept a day for whoever investigates; failed ones stay until an operator acts.
  queue.every('jobs.cleanup', 3_600_000, async () => {
    await database.query(`DELETE FROM jobs WHERE done_at < now() - interval '1 day'`);
  });
  return queue;
}
