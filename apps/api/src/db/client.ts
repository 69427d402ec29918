import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQLWrapper } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { trackCommits } from './after-commit.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { assertChannelName, type ListenHandlers, listenOnServer, type Subscription } from './listen.ts';
import { ensureTemplate, fillFromTemplate, memoryTemplate, templateKey } from './pglite-template.ts';
import * as schema from './schema.ts';

// Both drivers expose the same Drizzle query builder; the app is typed against one of them so
// that repositories are written once for PGlite and PostgreSQL.
export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function runs on: the database, or a transaction a service opened. */
export type Executor = Db | Tx;

/**
 * A statement a repository built but did not run, for another to run inside its own (an outbox insert
 * that the job queue's insert reads as a CTE: JobQueue.enqueueFrom).
 */
export type Statement = SQLWrapper;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; used by health checks and tests. */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** LISTEN for NOTIFY on a channel (change feeds that keep in-process caches in step). */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Subscription>;
  /**
   * Runs `work` while no other process starting on this database runs its own: the demo seed of
   * instances started together happens once (docs/decisions/0020).
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * Set on SetSpot's own connections: the bookings trigger then leaves announcing the listing to
 * announceLocationChange, after the commit (location-changes.ts, migration 0023).
 */
const APP_ANNOUNCES_SETTING = 'setspot.app_announces';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Key of the session-level advisory lock held while an instance migrates or seeds ("SetSpot"). */
const STARTUP_LOCK_KEY = 0x5e75_9071;

async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  // A session lock on a connection of its own: the work may use any pooled connection meanwhile,
  // and the lock goes with the connection if this process dies.
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

/** A PGlite database with SetSpot's extensions and migrations applied; in memory without a folder. */
async function openMigratedPglite(
  from: { dataDir: string } | { loadDataDir: Blob } | Record<string, never> = {},
): Promise<{ client: PGlite; db: Db }> {
  // Options go in one object: with `new PGlite(dir, opts)` the extensions are not loaded (architecture 9).
  const client = new PGlite({ ...from, extensions: { pg_trgm, btree_gist } });
  const db = trackCommits(drizzlePglite({ client, schema }) as unknown as Db);
  await migratePglite(db as never, { migrationsFolder });
  return { client, db };
}

/** An in-memory database loaded from the migrated dump kept on this machine (made on first use). */
async function openMemoryPglite(): Promise<{ client: PGlite; db: Db }> {
  const dump = await memoryTemplate(templateKey(migrationsFolder), async () => {
    const { client } = await openMigratedPglite();
    try {
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  });
  return openMigratedPglite({ loadDataDir: dump });
}

export async function openDatabase(
  database: Config['database'] | { kind: 'pglite-memory' },
): Promise<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // Bookings written here are announced after their commit (location-changes.ts).
      options: `-c ${APP_ANNOUNCES_SETTING}=on`,
    });
    // An idle connection the server ends (restart, failover, admin termination) is dropped by the
    // pool and replaced on the next query; without a listener its error would crash the process.
    pool.on('error', () => {});
    const db = trackCommits(drizzlePg({ client: pool, schema }));
    const exclusive = <T>(work: () => Promise<T>) => withStartupLock(pool, work);
    // Instances started together on an empty or outdated database: one migrates, the others wait
    // for it and then find nothing left to do (CREATE EXTENSION and the drizzle journal race otherwise).
    await exclusive(() => migratePg(db, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      listen: (channel, handlers) => listenOnServer(database.url, channel, handlers),
      exclusive,
      close: () => pool.end(),
    };
  }
  const release = database.kind === 'pglite' ? await acquireDataDirLock(database.dataDir) : () => {};
  if (database.kind === 'pglite') await fillEmptyDataDir(database.dataDir);
  const { client, db } =
    database.kind === 'pglite'
      ? await openMigratedPglite({ dataDir: database.dataDir })
      : await openMemoryPglite();
  // Bookings written here are announced after their commit (location-changes.ts).
  await client.exec(`set ${APP_ANNOUNCES_SETTING} = 'on'`);
  return {
    db,
    kind: 'pglite',
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    listen: async (channel, handlers) => {
      assertChannelName(channel);
      // In-process: no connection to lose, so no gaps.
      const unlisten = await client.listen(channel, handlers.onNotification);
      return { close: () => unlisten() };
    },
    // One process per PGlite data directory (data-dir-lock.ts): nobody to exclude.
    exclusive: (work) => work(),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * A new data folder starts as a copy of an empty, migrated database kept aside on this machine,
 * made by the first start that finds none: creating a database costs seconds, copying one a tenth
 * of a second (docs/decisions/0024).
 */
async function fillEmptyDataDir(dataDir: string): Promise<void> {
  if (fs.readdirSync(dataDir).length > 0) return;
  const key = templateKey(migrationsFolder);
  await ensureTemplate(key, async (dir) => {
    const { client } = await openMigratedPglite({ dataDir: dir });
    await client.close();
  });
  fillFromTemplate(dataDir, key);
}
