import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * Runs one hot statement by name outside any transaction. On PostgreSQL it is a prepared statement
 * on each pooled connection (parsed and planned once per connection, not on every call); PGlite runs
 * it as it is. `text` must be the same for one `name` every time (parameters carry what varies).
 */
export async function runNamed<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
  return (await client.query<T>(text, values)).rows;
}
