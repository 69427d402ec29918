import { type LoadResult, runLoad, summarize } from './http-load.ts';
import type { MixQuery } from './search-mix.ts';

/** The phases of bench/search.ts and how they print: a line of figures, a cold pool, figures by kind. */
export const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

export function line(label: string, result: LoadResult) {
  const s = summarize(result);
  console.log(
    `  ${label.padEnd(34)} ${String(s.requests).padStart(7)} req ${s.rps.toFixed(0).padStart(7)} req/s  p50${ms(s.p50)}  p95${ms(s.p95)}  p99${ms(s.p99)}  max${ms(s.max)}${s.errors ? `  ERRORS ${s.errors}` : ''}`,
  );
  return s;
}

/** Each query of the pool once, in order: every answer is computed, none comes from the cache. */
export async function cold(port: number, clients: number, pool: MixQuery[], prime: string | undefined) {
  let next = 0;
  const byPath = new Map<string, number>();
  const result = await runLoad({
    port,
    clients,
    maxRequests: pool.length,
    maxSeconds: 600,
    prime,
    nextPath: () => pool[next++]?.path,
    onError: (status, body) => console.log(`    ${status}: ${body}`),
  });
  // runLoad records latencies in completion order; with one client that is the pool's order.
  if (clients === 1) {
    for (const [i, query] of pool.entries()) byPath.set(query.path, result.latencies[i] ?? Number.NaN);
  }
  return { result, byPath };
}

export function byKind(pool: MixQuery[], latencies: Map<string, number>) {
  const groups = new Map<string, number[]>();
  for (const query of pool) {
    const value = latencies.get(query.path);
    if (value === undefined) continue;
    for (const key of [query.text, ...(query.deep ? ['deep page (20+)'] : [])]) {
      groups.set(key, [...(groups.get(key) ?? []), value]);
    }
  }
  for (const [kind, values] of groups) {
    const sorted = values.sort((a, b) => a - b);
    const p = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
    console.log(
      `    ${kind.padEnd(18)} ${String(sorted.length).padStart(5)} queries  p50${ms(p(0.5))}  p95${ms(p(0.95))}  max${ms(sorted.at(-1) ?? 0)}`,
    );
  }
}
