import type { Database } from '../db/client.ts';

/**
 * The address of a test's own PostgreSQL database (DATABASE_URL names the server; each test file
 * makes a database of its own), for a second instance that opens its own pool and LISTEN connection
 * as a second process behind a load balancer would.
 */
export async function databaseUrlOf(database: Database): Promise<string> {
  const [row] = await database.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return url.toString();
}
