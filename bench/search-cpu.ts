import { searchQuerySchema } from '@setspot/domain/search/search-query';
import { findPlace } from '../apps/api/src/modules/geo/geo.public.ts';
import { LiveSearchIndex } from '../apps/api/src/modules/search/live-search-index.ts';
import { toIndexQuery as serviceIndexQuery } from '../apps/api/src/modules/search/search.service.ts';
import { type IndexQuery, queryIndex } from '../apps/api/src/modules/search/search-query.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { buildDateMix, buildMix, buildScoutingMix } from './search-mix.ts';
import { syntheticStatements } from './synthetic-listings.ts';

/**
 * The search index's own CPU time over the search benchmark's cold query mix, without HTTP, cards or
 * the result cache: the same synthetic listings (bench/synthetic-listings.ts) and the same two cold
 * pools of bench/search.ts (2,400 questions), asked once on a fresh index (every word's rows worked
 * out for the first time), once more (every word's rows kept), and five times more with the kept
 * words dropped before each (their rows worked out again by compiled code); then the same as
 * members (street addresses and zips searched too); then the scouting and date cold mixes (place,
 * production filters, date ranges), their words dropped before each pass. For comparing changes to the index
 * on one machine in one session: `node --expose-gc --import tsx bench/search-cpu.ts [listings]`.
 */
const listings = Number(process.argv[2] ?? 100_000);
const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** The index's question for a mix's path, as the search route makes it for a visitor. */
function toIndexQuery(path: string, nowMs: number): IndexQuery {
  const params = Object.fromEntries(new URL(path, 'http://bench').searchParams);
  const query = searchQuerySchema.parse(params);
  const near = query.near ? findPlace(query.near) : null;
  return { ...serviceIndexQuery(query, 'visitor', near), nowMs };
}

/** CPU and wall time of one pass, and the slowest question with its term. */
function pass(live: LiveSearchIndex, queries: readonly IndexQuery[]) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let slowest = { ms: 0, term: '' };
  for (const query of queries) {
    const t0 = performance.now();
    queryIndex(live.index, query);
    const took = performance.now() - t0;
    if (took > slowest.ms) slowest = { ms: took, term: query.term };
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - started, slowest };
}

async function main() {
  const database = await openTestDatabase();
  try {
    for (const statement of syntheticStatements.filter((s) => s.label !== 'photos'))
      await database.query(statement.sql, statement.withCount ? [listings] : []);
    const live = new LiveSearchIndex({ database, log: silent as never });
    await live.ready();
    // The same pools as bench/search.ts: the steady pool first (so the cold pools leave out its questions).
    const taken = new Set<string>();
    buildMix(1, 1200, taken);
    const mix = [...buildMix(2, 1200, taken), ...buildMix(3, 1200, taken)];
    const nowMs = Date.now();
    const queries = mix.map((query) => toIndexQuery(query.path, nowMs));
    // The scouting and date cold mixes of bench/search.ts, 1,200 questions each.
    const scouting = buildScoutingMix(4, 1200, taken).map((query) => toIndexQuery(query.path, nowMs));
    const dated = buildDateMix(5, 1200, taken, nowMs).map((query) => toIndexQuery(query.path, nowMs));
    // With --expose-gc, the heap after a collection: what the index holds (and the database's rows).
    globalThis.gc?.();
    const memory = process.memoryUsage();
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    console.log(
      `search index CPU: ${live.index.liveCount.toLocaleString('en-US')} listings, ${queries.length} questions, heap ${mb(memory.heapUsed)}, array buffers ${mb(memory.arrayBuffers)}`,
    );
    const show = (label: string, { cpuMs, wallMs, slowest }: ReturnType<typeof pass>) =>
      console.log(
        `  ${label.padEnd(34)} ${cpuMs.toFixed(0).padStart(5)} ms CPU, ${wallMs.toFixed(0).padStart(5)} ms wall, slowest ${slowest.ms.toFixed(1)} ms ('${slowest.term}')`,
      );
    show('first pass (cold)', pass(live, queries));
    show('second pass (words kept)', pass(live, queries));
    // The first pass also pays for compiling the code; with the kept words dropped, the pass again
    // works out every word's rows, with the code compiled. The median of a few is steadier.
    const again = Array.from({ length: 5 }, () => {
      live.index.terms.clear();
      return pass(live, queries);
    }).sort((a, b) => a.cpuMs - b.cpuMs);
    show('words dropped, median of 5', again[2]!);
    // The same questions asked by members, whose words also match street addresses and zips.
    const members = queries.map((query) => ({ ...query, viewer: 'member' as const }));
    const memberAgain = Array.from({ length: 5 }, () => {
      live.index.terms.clear();
      return pass(live, members);
    }).sort((a, b) => a.cpuMs - b.cpuMs);
    show('members, words dropped, median of 5', memberAgain[2]!);
    show('members, second pass (words kept)', pass(live, members));
    for (const [label, mixQueries] of [
      ['scouting mix, median of 5', scouting],
      ['date mix, median of 5', dated],
    ] as const) {
      pass(live, mixQueries);
      const runs = Array.from({ length: 5 }, () => {
        live.index.terms.clear();
        return pass(live, mixQueries);
      }).sort((a, b) => a.cpuMs - b.cpuMs);
      show(label, runs[2]!);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
