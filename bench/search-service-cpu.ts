import { searchQuerySchema } from '@setspot/domain/search/search-query';
import { findPlace } from '../apps/api/src/modules/geo/geo.public.ts';
import { createSearch } from '../apps/api/src/modules/search/search.service.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { buildDateMix, buildMix, buildScoutingMix, type MixQuery } from './search-mix.ts';
import { syntheticStatements } from './synthetic-listings.ts';

/**
 * The search service's CPU a question, without HTTP: the query parsed by its schema, the index, the
 * cards and the answer's text, as GET /api/locations does them for a visitor, over the search
 * benchmark's synthetic listings and cold mixes (plain, scouting, dates, and the scouting questions
 * that ask for map pins), each round on fresh pools so no answer comes from the cache. The first
 * round also works out every new word's rows and compiles the code; compare the later ones. Steadier
 * than the HTTP benchmark on a shared machine, for comparing changes to the service in one session:
 * `node --import tsx bench/search-service-cpu.ts [listings] [rounds]` (PGlite in memory, or a
 * database of its own on the DATABASE_URL server).
 */
const listings = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 3);
const POOL = 1200;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent };

async function main() {
  const database = await openTestDatabase();
  try {
    for (const statement of syntheticStatements)
      await database.query(statement.sql, statement.withCount ? [listings] : []);
    const search = createSearch({ database, db: database.db, log: silent as never });
    await search.start();
    await search.warm();
    const taken = new Set<string>();
    for (let round = 1; round <= rounds; round++) {
      const pools: [string, MixQuery[]][] = [
        ['plain', buildMix(10 + round, POOL, taken)],
        ['scouting', buildScoutingMix(20 + round, POOL, taken)],
        ['dates', buildDateMix(30 + round, POOL, taken)],
        ['with pins', buildScoutingMix(40 + round, POOL, taken).filter((q) => q.path.includes('pins=yes'))],
      ];
      for (const [label, pool] of pools) {
        const before = process.cpuUsage();
        let characters = 0;
        for (const { path } of pool) {
          const query = searchQuerySchema.parse(
            Object.fromEntries(new URL(path, 'http://bench').searchParams),
          );
          const near = query.near ? findPlace(query.near) : null;
          characters += (await search.search(query, 'visitor', near)).visitor.length;
        }
        const cpu = process.cpuUsage(before);
        const perQuestion = (cpu.user + cpu.system) / pool.length;
        console.log(
          `round ${round}  ${label.padEnd(10)} ${Math.round(perQuestion).toString().padStart(5)} µs a question, ${(characters / pool.length / 1024).toFixed(1)} K characters an answer (${pool.length} questions)`,
        );
      }
    }
    await search.close();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
