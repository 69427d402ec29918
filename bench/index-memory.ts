import { fork } from 'node:child_process';
import path from 'node:path';

type Measure = { heap: number; arrayBuffers: number; scoutingBytes: number; rows: number };

/**
 * Memory of the search index per 100,000 listings, before and after positions and the production
 * filters (ADR 0041): the index alone, built in a fresh process (index-memory-child.ts) without and
 * then with them: the JS heap it took after full collections, and the bytes of its typed arrays. 'Before' leaves out the production bitsets and
 * the position columns, which the index allocates for every row whether or not a listing states them.
 */
export async function printIndexMemory(listings: number) {
  const child = fork(path.join(import.meta.dirname, 'index-memory-child.ts'), [String(listings)], {
    execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=6144'],
  });
  const answer = await new Promise<{ without: Measure; withScouting: Measure }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { without: Measure; withScouting: Measure }));
    child.once('exit', (code) =>
      code === 0 ? undefined : reject(new Error(`index-memory exited (${code})`)),
    );
  });
  const scale = 100_000 / listings;
  const mb = (bytes: number) => `${((bytes * scale) / 1048576).toFixed(1)} MB`;
  const { without, withScouting } = answer;
  console.log(
    `\nSearch index memory per 100,000 listings (measured on ${listings.toLocaleString('en-US')}, the index alone)`,
  );
  console.log(
    `  before (no positions, no production filters): JS heap ${mb(without.heap)}, array buffers ${mb(without.arrayBuffers - without.scoutingBytes)}`,
  );
  console.log(
    `  after (positions and production filters):     JS heap ${mb(withScouting.heap)}, array buffers ${mb(withScouting.arrayBuffers)}`,
  );
  console.log(
    `    of which production bitsets, value columns and positions: ${mb(withScouting.scoutingBytes)}`,
  );
}
