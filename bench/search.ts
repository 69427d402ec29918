import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { askChild } from './bench-child.ts';
import { runLoad, summarize } from './http-load.ts';
import { printIndexMemory } from './index-memory.ts';
import { buildDateMix, buildMix, buildScoutingMix, type MixQuery } from './search-mix.ts';
import { byKind, cold as coldPhase, line, ms } from './search-phases.ts';

/**
 * npm run bench:search [-- --listings 1000000] [--seconds 10] [--cpu-prof DIR] [--fresh-connections]
 *
 * Seeds N synthetic listings into PostgreSQL (a database of its own on the DATABASE_URL server,
 * dropped afterwards) or, without DATABASE_URL, an in-memory PGlite; starts the server on 127.0.0.1
 * in a child process; then prints latency (p50, p95, p99) and requests per second of GET
 * /api/locations over a varied mix, at 1 and 32 clients, and over the same mix with date ranges
 * (from/to, on listings of which a third have bookings and blocks), beside a trivial route of the same server,
 * the query plans, and how long a listing change takes to show in search; beside each cold phase at
 * 32 clients, the server's CPU time per question. Prints figures, asserts nothing. Every phase is
 * bounded in requests and seconds.
 *
 * Each phase opens its connections and sends one trivial request on each before its clock starts
 * (http-load.ts says why); --fresh-connections times the connections' first requests too, as the
 * figures before 2026-11-26's evening did. BENCH_SERVER_FLAGS adds Node flags to the server
 * process (e.g. '--trace-gc' to see its garbage collections beside the phases).
 */
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    // Writes a V8 CPU profile of the server to this folder (open it in Chrome's DevTools).
    'cpu-prof': { type: 'string' },
    'fresh-connections': { type: 'boolean', default: false },
  },
});
// The trivial route of the bench server (search-server.ts), answered on each connection untimed.
const prime = values['fresh-connections'] ? undefined : '/bench/ping';
const listings = Number(values.listings);
const seconds = Number(values.seconds);
if (!Number.isInteger(listings) || listings < 1 || listings > 5_000_000)
  throw new Error('--listings: 1 to 5000000');
if (!(seconds > 0 && seconds <= 120)) throw new Error('--seconds: up to 120');

const serverUrl = process.env.DATABASE_URL;
const POOL = 1200;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Each query of the pool once, in order: every answer is computed, none comes from the cache. */
const cold = (port: number, clients: number, pool: MixQuery[]) => coldPhase(port, clients, pool, prime);

/**
 * The server's CPU time (user and system) per question over a cold phase: steadier than the
 * latencies on a shared machine, whose other work slows the clock but not the count of the work.
 */
async function coldWithCpu(child: ChildProcess, port: number, clients: number, pool: MixQuery[]) {
  const cpuMicros = async () => {
    const [usage] = await sql<{ user: number; system: number }>(child, '', [], 'cpu');
    return (usage?.user ?? 0) + (usage?.system ?? 0);
  };
  const before = await cpuMicros();
  const phase = await cold(port, clients, pool);
  const perQuestion = (await cpuMicros()) - before;
  return { ...phase, cpuLine: `    server CPU: ${Math.round(perQuestion / pool.length)} µs a question` };
}

type Server = { child: ChildProcess; port: number; cookie: string; listeningAt: number };

function startServer(): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'search-server.ts'), {
    execArgv: [
      '--import',
      'tsx',
      '--max-old-space-size=6144',
      ...(process.env.BENCH_SERVER_FLAGS ? process.env.BENCH_SERVER_FLAGS.split(' ') : []),
      ...(values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : []),
    ],
    env: { ...process.env, BENCH_LISTINGS: String(listings) },
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string; text?: string } & Partial<Server>) => {
      if (message.type === 'log') console.log(message.text);
      if (message.type === 'ready')
        resolve({
          child,
          port: message.port ?? 0,
          cookie: message.cookie ?? '',
          listeningAt: message.listeningAt ?? 0,
        });
    });
    child.once('exit', (code) => reject(new Error(`The bench server exited (${code})`)));
  });
}

async function printMemory(child: ChildProcess) {
  const [usage] = await sql<{ rss: number; heapUsed: number; arrayBuffers: number }>(child, '', [], 'memory');
  const mb = (bytes = 0) => `${Math.round(bytes / 1048576)} MB`;
  console.log(
    `  server memory: rss ${mb(usage?.rss)}, JS heap ${mb(usage?.heapUsed)}, array buffers ${mb(usage?.arrayBuffers)}`,
  );
}

function sql<T = Record<string, unknown>>(
  child: ChildProcess,
  text: string,
  params: unknown[] = [],
  type: 'sql' | 'memory' | 'cpu' | 'plans' = 'sql',
): Promise<T[]> {
  return askChild<T>(child, type, text, params);
}

async function main() {
  const database = serverUrl ? 'PostgreSQL' : 'PGlite (in memory)';
  console.log(
    `Search benchmark: ${listings.toLocaleString('en-US')} listings on ${database}, ${seconds} s per steady phase`,
  );
  console.log(
    `  machine: ${os.cpus().length} cores, load average ${loadAverage()} (other work on the machine skews every figure)`,
  );
  console.log(
    prime
      ? '  connections: opened and answered once before each phase starts timing'
      : '  connections: opened as each phase starts, their first requests timed (--fresh-connections)',
  );
  let child: ChildProcess | undefined;
  try {
    const server = await startServer();
    child = server.child;
    const { port } = server;
    const probe = async (path: string) => {
      const t0 = performance.now();
      await runLoad({ port, clients: 1, maxRequests: 1, maxSeconds: 600, nextPath: () => path });
      return performance.now() - t0;
    };
    // The index loads in the background from start-up; the first search waits for it.
    const first = await probe('/api/locations?q=warm-up');
    console.log(
      `  first search: ${ms(first)}, answered ${ms(Date.now() - server.listeningAt)} after the server started`,
    );
    await printMemory(child);

    const taken = new Set<string>();
    const steadyPool = buildMix(1, POOL, taken);
    const coldPool1 = buildMix(2, POOL, taken);
    const coldPool32 = buildMix(3, POOL, taken);

    console.log('\nCold: every query of a fresh pool once, all computed (no cached answers)');
    const cold1 = await cold(port, 1, coldPool1);
    line(`search, 1 client, ${POOL} queries`, cold1.result);
    byKind(coldPool1, cold1.byPath);
    const plain32 = await coldWithCpu(child, port, 32, coldPool32);
    line(`search, 32 clients, ${POOL} queries`, plain32.result);
    console.log(plain32.cpuLine);

    console.log(
      `\nSteady: a pool of ${POOL} distinct queries, asked at random (answers cached until a change)`,
    );
    await cold(port, 32, steadyPool);
    let seed = 7;
    const randomPath = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return steadyPool[seed % steadyPool.length]?.path;
    };
    const limits = { maxRequests: 2_000_000, maxSeconds: seconds, prime };
    const search1 = line(
      'search, 1 client',
      await runLoad({ port, clients: 1, nextPath: randomPath, ...limits }),
    );
    const trivial1 = line(
      'trivial route, 1 client',
      await runLoad({ port, clients: 1, nextPath: () => '/bench/ping', ...limits }),
    );
    const search32 = line(
      'search, 32 clients',
      await runLoad({ port, clients: 32, nextPath: randomPath, ...limits }),
    );
    const trivial32 = line(
      'trivial route, 32 clients',
      await runLoad({ port, clients: 32, nextPath: () => '/bench/ping', ...limits }),
    );
    const meOut32 = line(
      'GET /api/me signed out, 32 clients',
      await runLoad({ port, clients: 32, nextPath: () => '/api/me', ...limits }),
    );
    const meRequest = { method: 'GET' as const, path: '/api/me', cookie: server.cookie };
    const meIn32 = line(
      'GET /api/me signed in, 32 clients',
      await runLoad({ port, clients: 32, nextPath: () => meRequest, ...limits }),
    );
    const cold32 = summarize((await cold(port, 32, buildMix(4, POOL, taken))).result);
    const share = (rps: number, of: number) => `${((100 * rps) / of).toFixed(1)}%`;
    console.log(
      '\nScouting cold mix: a map box or Near (half nearest first) and two production filters each',
    );
    line(
      `scouting, 1 client, ${POOL} queries`,
      (await cold(port, 1, buildScoutingMix(5, POOL, taken))).result,
    );
    const scoutingPhase = await coldWithCpu(child, port, 32, buildScoutingMix(6, POOL, taken));
    const scouting32 = line(`scouting, 32 clients, ${POOL} queries`, scoutingPhase.result);
    console.log(scoutingPhase.cpuLine);
    console.log(
      `  beside the trivial route at 32 clients: p95 ${scouting32.p95.toFixed(1)} ms against ${trivial32.p95.toFixed(1)} ms, ${share(scouting32.rps, trivial32.rps)} of its requests per second`,
    );
    console.log(
      '\nDate cold mix: the plain mix with a range of 1 to 14 days up to six months ahead (a third of the listings have bookings and blocks)',
    );
    const datePool1 = buildDateMix(7, POOL, taken);
    const dates1 = await cold(port, 1, datePool1);
    line(`dates, 1 client, ${POOL} queries`, dates1.result);
    byKind(datePool1, dates1.byPath);
    const datesPhase = await coldWithCpu(child, port, 32, buildDateMix(8, POOL, taken));
    const dates32 = line(`dates, 32 clients, ${POOL} queries`, datesPhase.result);
    console.log(datesPhase.cpuLine);
    console.log(
      `  at 32 clients, p95: dates ${dates32.p95.toFixed(1)} ms, the mix without dates ${cold32.p95.toFixed(1)} ms, the trivial route ${trivial32.p95.toFixed(1)} ms; requests per second ${share(dates32.rps, trivial32.rps)} of the trivial route's (without dates ${share(cold32.rps, trivial32.rps)})`,
    );
    await printIndexMemory(listings);
    console.log('\nRatio to the trivial route, requests per second');
    console.log(`  search, 1 client:   ${share(search1.rps, trivial1.rps)}`);
    console.log(
      `  search, 32 clients: ${share(search32.rps, trivial32.rps)} (cold, nothing cached: ${share(cold32.rps, trivial32.rps)})`,
    );
    console.log(
      `  GET /api/me, 32 clients: signed out ${share(meOut32.rps, trivial32.rps)}, signed in ${share(meIn32.rps, trivial32.rps)}`,
    );

    await printMemory(child);
    console.log(`  load average now ${loadAverage()}`);
    await printPlans(child);
    await freshness(child, port);
  } finally {
    child?.disconnect();
    // The server drops its database as it closes.
    await new Promise((resolve) =>
      child && child.exitCode === null ? child.once('exit', resolve) : resolve(null),
    );
  }
}

async function printPlans(child: ChildProcess) {
  const ids = (
    await sql<{ id: string }>(child, `select id from locations order by created_at desc limit 10`)
  ).map((r) => r.id);
  const plans = await sql<{ title: string; sql: string; plan: string[] }>(child, '', ids, 'plans');
  for (const { title, sql: text, plan } of plans) {
    console.log(`\nQuery plan. ${title}\n  ${text.replace(/\s+/g, ' ')}`);
    for (const row of plan) console.log(`  ${row}`);
  }
}

/** UPDATEs through SQL, one listing and then 5,000 at once, and search until they show. */
async function freshness(child: ChildProcess, port: number) {
  console.log('\nFreshness: listings renamed through SQL, until search finds them by the new name');
  const changes = [
    { label: 'one listing', count: 1, offset: 7 },
    { label: 'one listing', count: 1, offset: 14 },
    { label: 'one listing', count: 1, offset: 21 },
    { label: '5,000 listings in one statement', count: Math.min(5000, listings), offset: 0 },
  ];
  for (const [attempt, change] of changes.entries()) {
    const token = `freshnessprobe${attempt}x${Date.now()}`;
    await sql(
      child,
      `update locations set title = $1 || ' ' || title where id in (select id from locations order by id offset $2 limit $3)`,
      [token, change.offset, change.count],
    );
    const started = performance.now();
    let found = false;
    while (!found && performance.now() - started < 10_000) {
      const res = await fetch(`http://127.0.0.1:${port}/api/locations?q=${token}`);
      found = ((await res.json()) as { total: number }).total === change.count;
    }
    const outcome = found ? `visible after ${ms(performance.now() - started)}` : 'NOT visible after 10 s';
    console.log(`  ${change.label}: ${outcome}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
