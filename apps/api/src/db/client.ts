import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { assertChannelName, type ListenHandlers, listenOnServer, type Subscription } from './listen.ts';
import * as schema from './schema.ts';

// Both drivers expose the same Drizzle query builder; the app is typed against one of them so
// that repositories are written once for PGlite and PostgreSQL.
export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function runs on: the database, or a transaction a service opened. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; used by health checks and tests. */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** LISTEN for NOTIFY on a channel (change feeds that keep in-process caches in step). */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Subscription>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(
  database: Config['database'] | { kind: 'pglite-memory' },
): Promise<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle connection the server ends (restart, failover, admin termination) is dropped by the
    // pool and replaced on the next query; without a listener its error would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      listen: (channel, handlers) => listenOnServer(database.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  const release = database.kind === 'pglite' ? await acquireDataDirLock(database.dataDir) : () => {};
  const extensions = { pg_trgm, btree_gist };
  // Options go in one object: with `new PGlite(dir, opts)` the extensions are not loaded (DESIGN 9).
  const client =
    database.kind === 'pglite'
      ? new PGlite({ dataDir: database.dataDir, extensions })
      : new PGlite({ extensions });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
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
    close: async () => {
      await client.close();
      release();
    },
  };
}
