import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (named `prefix_<time>_<random>`):
 * its address, and how to drop it (connections still open to it are ended).
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'setspot_test') {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A database of its own for each test file: an in-memory PGlite by default, or, when
 * DATABASE_URL names a PostgreSQL server, a fresh database on it that is dropped afterwards,
 * so runs never see each other's rows (architecture section 7).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite-memory' });

  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
