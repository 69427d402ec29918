import type { Database } from '../db/client.ts';

type Column = { table_name: string; column_name: string; data_type: string };

/**
 * Every column of every table in which `needle` still appears (as text, or inside JSON), as
 * "table.column": what of a deleted account is left in the database, whatever table holds it.
 */
export async function tracesOf(database: Database, needle: string): Promise<string[]> {
  const columns = await database.query<Column>(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')
     order by table_name, column_name`,
  );
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await database.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where "${column_name}"::text like $1`,
      [`%${needle}%`],
    );
    if ((row?.n ?? 0) > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

const SNAPSHOT_TABLES = [
  'users',
  'profiles',
  'sessions',
  'accounts',
  'locations',
  'location_images',
  'bookings',
  'reviews',
  'messages',
];

/**
 * The rows of the people's tables that mention none of `needles` (other people's data), as JSON, and
 * the ids of the rows left out: pass those as needles afterwards to compare the same rows.
 */
export async function othersRows(database: Database, needles: string[]) {
  const rows: Record<string, string[]> = {};
  const mentioning: string[] = [];
  for (const table of SNAPSHOT_TABLES) {
    const all = await database.query<{ id: string; row: string }>(
      `select t.id::text as id, to_jsonb(t)::text as row from "${table}" t`,
    );
    rows[table] = [];
    for (const { id, row } of all) {
      if (needles.some((needle) => row.includes(needle))) mentioning.push(id);
      else rows[table].push(row);
    }
    rows[table].sort();
  }
  return { rows, mentioning };
}
