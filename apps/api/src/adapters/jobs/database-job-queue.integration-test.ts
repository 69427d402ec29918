import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { silentLogger } from '../../testing/silent-logger.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createDatabaseJobQueue, type JobQueueOptions, retryDelayMs } from './database-job-queue.ts';

const log = silentLogger();
const fast: JobQueueOptions = { pollIntervalMs: 20, lockSeconds: 30, retryBaseMs: 10, concurrency: 4 };
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const jobRow = async (id: number) =>
  (
    await database.query<{
      attempts: number;
      done_at: Date | null;
      failed_at: Date | null;
      last_error: string | null;
    }>('select attempts, done_at, failed_at, last_error from jobs where id = $1', [id])
  )[0];
const lastJobId = async () =>
  (await database.query<{ id: string }>('select max(id)::text as id from jobs'))[0]?.id;
const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('retryDelayMs', () => {
  it('doubles per attempt, with jitter, up to an hour', () => {
    expect(retryDelayMs(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelayMs(3, 1000, () => 0.5)).toBe(4000);
    expect(retryDelayMs(2, 1000, () => 0)).toBe(1600);
    expect(retryDelayMs(30, 1000, () => 0.5)).toBe(3_600_000);
  });
});

describe('database job queue', () => {
  it('hands a job still running at shutdown back to the queue, and another worker finishes it once', async () => {
    const leaving = createDatabaseJobQueue(database, log, fast);
    const started: string[] = [];
    leaving.define('test.slow-handback', async () => {
      started.push('leaving');
      await new Promise(() => {});
    });
    await leaving.enqueue(database.db, 'test.slow-handback', {});
    const id = Number(await lastJobId());
    await leaving.start();
    await until(() => started.length === 1);
    await leaving.close({ handBackAfterMs: 50 });
    // Due again at once, with the attempt that did not finish not counted.
    expect(await jobRow(id)).toMatchObject({ attempts: 0, done_at: null, failed_at: null });

    const staying = createDatabaseJobQueue(database, log, fast);
    staying.define('test.slow-handback', async () => {
      started.push('staying');
    });
    await staying.start();
    await until(async () => (await jobRow(id))?.done_at != null);
    await staying.close();
    expect(started).toEqual(['leaving', 'staying']);
    expect(await jobRow(id)).toMatchObject({ attempts: 1 });
  });

  it('runs a job once when it is due, and retries a failing one with backoff until it gives up', async () => {
    const queue = createDatabaseJobQueue(database, log, fast);
    const seen: number[] = [];
    queue.define(
      'test.flaky',
      async (job) => {
        seen.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      },
      { maxAttempts: 3 },
    );
    queue.define('test.later', async () => {
      seen.push(-1);
    });
    await queue.enqueue(database.db, 'test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    await queue.enqueue(database.db, 'test.flaky', { n: 1 });
    const id = Number(await lastJobId());
    await queue.start();
    await until(async () => (await jobRow(id))?.failed_at != null);
    await queue.close();
    expect(seen).toEqual([1, 2, 3]);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, done_at: null, last_error: 'boom 3' });
  });

  it('wakes its workers when the transaction that added a job commits, not before and not on rollback', async () => {
    // Polling once a minute: a job run within the test was woken by its commit.
    const queue = createDatabaseJobQueue(database, log, { ...fast, pollIntervalMs: 60_000 });
    const ran: string[] = [];
    queue.define('test.woken', async (job) => {
      ran.push(String((job.payload as { name: string }).name));
    });
    await queue.start();
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test.woken', { name: 'rolled back' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await database.db.transaction(async (tx) => {
      const source = sql`select * from (values ('{"name":"first"}'::jsonb), ('{"name":"second"}'::jsonb)) as rows (payload)`;
      expect(await queue.enqueueFrom(tx, 'test.woken', source)).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ran).toEqual([]);
    });
    await until(() => ran.length === 2, 5_000);
    await queue.close();
    expect(ran.sort()).toEqual(['first', 'second']);
  });

  it('hands each of 200 jobs to exactly one of two workers polling one database', async () => {
    const second =
      database.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: await urlOf(database) })
        : database;
    const runs = new Map<string, number>();
    const queues = [createDatabaseJobQueue(database, log, fast), createDatabaseJobQueue(second, log, fast)];
    for (const queue of queues) {
      queue.define('test.count', async (job) => {
        const key = String((job.payload as { n: number }).n);
        runs.set(key, (runs.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    for (let n = 0; n < 200; n++) await queues[0]?.enqueue(database.db, 'test.count', { n });
    await Promise.all(queues.map((queue) => queue.start()));
    await until(() => runs.size === 200);
    await until(
      async () =>
        (await database.query(`select 1 from jobs where kind = 'test.count' and done_at is null`)).length ===
        0,
    );
    await Promise.all(queues.map((queue) => queue.close()));
    if (second !== database) await second.close();
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs a recurring job offered by two workers one at a time, and keeps offering it', async () => {
    const queues = [createDatabaseJobQueue(database, log, fast), createDatabaseJobQueue(database, log, fast)];
    let running = 0;
    let overlapped = false;
    let runs = 0;
    for (const queue of queues) {
      queue.every('test.sweep', 30, async () => {
        running++;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 40));
        running--;
        runs++;
      });
    }
    await Promise.all(queues.map((queue) => queue.start()));
    await until(() => runs >= 5);
    await Promise.all(queues.map((queue) => queue.close()));
    expect(overlapped).toBe(false);
    const [live] = await database.query<{ n: number }>(
      `select count(*)::int as n from jobs where key = 'test.sweep' and done_at is null and failed_at is null`,
    );
    expect(live?.n).toBeLessThanOrEqual(1);
  });

  it('lets the job in flight finish when it closes', async () => {
    const queue = createDatabaseJobQueue(database, log, fast);
    let finished = false;
    let started = false;
    queue.define('test.slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await queue.enqueue(database.db, 'test.slow', {});
    const id = Number(await lastJobId());
    await queue.start();
    await until(() => started);
    await queue.close();
    expect(finished).toBe(true);
    expect((await jobRow(id))?.done_at).not.toBeNull();
  });
});

async function urlOf(db: Database) {
  const [row] = await db.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return url.toString();
}

describe('a process killed while holding a job', () => {
  it('loses nothing: the job runs again once its lock times out', { timeout: 120_000 }, async () => {
    const pgUrl = database.kind === 'postgres' ? await urlOf(database) : null;
    // PGlite is one process per data directory: the two processes take turns on a directory on disk,
    // as a server restarted after a crash would.
    const dataDir = pgUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-jobs-'));
    let db = pgUrl
      ? database
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir ?? '', 'db') });
    const enqueuer = createDatabaseJobQueue(db, log, fast);
    await enqueuer.enqueue(db.db, 'test.hang', { important: true });
    const [{ id } = { id: '' }] = await db.query<{ id: string }>(
      `select max(id)::text as id from jobs where kind = 'test.hang'`,
    );
    if (!pgUrl) await db.close();

    const child = fork(path.join(import.meta.dirname, '../../testing/job-worker-child.ts'), {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        ...(pgUrl ? { CHILD_DATABASE_URL: pgUrl } : { CHILD_PGLITE_DIR: path.join(dataDir ?? '', 'db') }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const claimed = await new Promise<{ id: number; attempt: number }>((resolve, reject) => {
      child.on('message', (message: { type: string; id: number; attempt: number }) => {
        if (message.type === 'claimed') resolve(message);
      });
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    expect(claimed).toMatchObject({ id: Number(id), attempt: 1 });
    await killed(child);

    if (!pgUrl) db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir ?? '', 'db') });
    const survivor = createDatabaseJobQueue(db, log, { ...fast, lockSeconds: 1 });
    const runs: { attempt: number; payload: unknown }[] = [];
    survivor.define('test.hang', async (job) => {
      runs.push({ attempt: job.attempt, payload: job.payload });
    });
    const [held] = await db.query<{ locked_until: Date }>('select locked_until from jobs where id = $1', [
      id,
    ]);
    expect(held?.locked_until).toBeInstanceOf(Date);
    await until(async () => {
      await survivor.runDue();
      return runs.length > 0;
    }, 10_000);
    expect(runs).toEqual([{ attempt: 2, payload: { important: true } }]);
    // Run again only once the dead process's lock had run out, and then done.
    const [row] = await db.query<{ after_lock: boolean }>(
      'select done_at >= $2 and locked_at >= $2 as after_lock from jobs where id = $1',
      [id, held?.locked_until],
    );
    expect(row?.after_lock).toBe(true);
    if (!pgUrl) {
      await db.close();
      fs.rmSync(dataDir ?? '', { recursive: true, force: true });
    }
  });
});

function killed(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
