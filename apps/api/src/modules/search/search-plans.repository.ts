import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { cardQuerySql } from '../listings/listings.public.ts';
import { indexColumns } from './search.repository.ts';

/**
 * EXPLAIN ANALYZE of the queries behind search, built from the same Drizzle expressions they run
 * with (for bench/search.ts): the page of cards every search reads, and a batch of the index load.
 */
export async function explainSearchQueries(database: Database, ids: string[]) {
  const cards = cardQuerySql(database.db);
  const batch = database.db
    .select(indexColumns)
    .from(locations)
    .where(isNull(locations.deletedAt))
    .orderBy(asc(locations.id))
    .limit(20_000)
    .toSQL();
  const explain = async (text: string, params: unknown[]) =>
    (await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params)).map(
      (row) => row['QUERY PLAN'],
    );
  return [
    {
      title: 'Every search: the page of 10 cards by id',
      sql: cards,
      plan: await explain(cards, [ids]),
    },
    {
      title: 'Index load and rebuild: a batch of 20,000 listings',
      sql: batch.sql,
      plan: await explain(batch.sql, batch.params),
    },
  ];
}
