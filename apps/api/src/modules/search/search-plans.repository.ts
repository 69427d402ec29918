import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { cardColumns, cardsWhere } from './location-cards.repository.ts';
import { indexColumns } from './location-search.repository.ts';

/**
 * EXPLAIN ANALYZE of the queries behind search, built from the same Drizzle expressions they run
 * with (for bench/search.ts): the page of cards every search reads, and a batch of the index load.
 */
export async function explainSearchQueries(database: Database, ids: string[]) {
  const cards = database.db
    .select(cardColumns)
    .from(locations)
    .where(cardsWhere(sql.placeholder('ids')))
    .toSQL();
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
      sql: cards.sql,
      plan: await explain(cards.sql, [ids]),
    },
    {
      title: 'Index load and rebuild: a batch of 20,000 listings',
      sql: batch.sql,
      plan: await explain(batch.sql, batch.params),
    },
  ];
}
