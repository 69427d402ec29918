import type { Database } from '../apps/api/src/db/client.ts';
import { locations } from '../apps/api/src/db/schema.ts';
import { cardQuerySql } from '../apps/api/src/modules/listings/listing-cards.repository.ts';
import { indexColumns } from '../apps/api/src/modules/search/search.repository.ts';

/**
 * EXPLAIN ANALYZE of the queries behind search, built from the same Drizzle expressions they run
 * with (for search.ts): the page of cards every search reads, and a batch of the index load. Bench
 * code reads the product's repositories directly; the product's public files stay free of it.
 */
export async function explainSearchQueries(database: Database, ids: string[]) {
  const cards = cardQuerySql(database.db);
  // The index load's batch (search.repository loadIndexBatch), built from the same columns; its
  // WHERE is spliced in as text so that bench code needs no query helpers of its own.
  const page = database.db.select(indexColumns).from(locations).orderBy(locations.id).limit(20_000).toSQL();
  const batch = {
    ...page,
    sql: page.sql.replace(' order by', ' where "locations"."deleted_at" is null order by'),
  };
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
