import type { Db, Statement, Tx } from '../../db/client.ts';

/** A job as its handler sees it. `attempt` counts from 1. */
export type JobRun = { id: number; kind: string; attempt: number; payload: unknown };
export type JobHandler = (job: JobRun) => Promise<void>;

/**
 * Background work that must survive restarts (architecture sections 1 and 8.7): settling bookings
 * (expiry, completion), email delivery. Jobs are rows in the database, so enqueueing one inside a transaction
 * makes it exist exactly when the change that needs it commits.
 *
 * At most one process runs a job at a time; a process that dies holding one loses it when its lock
 * times out and another process runs it again. Handlers must therefore be safe to run twice (booking
 * handlers re-check the booking's status under its row lock; emails are marked sent).
 */
export interface JobQueue {
  /** A handler for a kind of job; `maxAttempts` before it is given up (and logged as failed). */
  define(kind: string, handler: JobHandler, options?: { maxAttempts?: number }): void;
  /**
   * Adds a job in the caller's transaction (or alone, with the database handle). With a `key`, nothing
   * is added while a job with that key is still waiting or running.
   */
  enqueue(
    executor: Db | Tx,
    kind: string,
    payload: Record<string, unknown>,
    options?: { runAt?: Date; key?: string },
  ): Promise<void>;
  /**
   * Adds one job, due now, per row `source` answers, in the same statement as `source` and in the
   * caller's transaction: `source` is a statement (an INSERT … RETURNING, say) with a jsonb `payload`
   * column. Returns how many jobs it added.
   */
  enqueueFrom(executor: Db | Tx, kind: string, source: Statement): Promise<number>;
  /**
   * A recurring job: every process offers one run every `intervalMs` (keyed by its kind), so it runs
   * once at a time across all processes and keeps running while any process is up.
   */
  every(kind: string, intervalMs: number, handler: JobHandler): void;
  /** Starts polling (and listening for new jobs) in this process. */
  start(): Promise<void>;
  /** Claims and runs the jobs due now, once; resolves when they are finished. For tests and tools. */
  runDue(): Promise<number>;
  /**
   * Stops polling and waits for the jobs in flight to finish; with `handBackAfterMs`, waits at most
   * that long and hands the jobs still running back to the queue (due at once, attempt not counted),
   * so another process takes them over (graceful shutdown).
   */
  close(options?: { handBackAfterMs?: number }): Promise<void>;
}
