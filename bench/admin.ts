import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { askChild } from './bench-child.ts';
import { forkBenchServer } from './fork-bench-server.ts';
import { runLoad, summarize } from './http-load.ts';

/**
 * npm run bench:admin [-- --scale 0.05] [--seconds 5] [--explain]
 *
 * The operator console's lists (issue 30: every one within p95 50 ms at 8 clients) with 100,000
 * users, 100,000 listings and 200,000 bookings at scale 1, on the DATABASE_URL server (a database of
 * its own, dropped afterwards) or an in-memory PGlite. Each row prints requests per second, p50, p95
 * and its share of the trivial route of the same server in the same run. --explain prints the plan of
 * the users, listings and bookings searches. Prints figures, asserts nothing.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
if (!(scale >= 0.001 && scale <= 2)) throw new Error('--scale: 0.001 to 2');
if (!(seconds > 0 && seconds <= 120)) throw new Error('--seconds: up to 120');
const users = Math.round(100_000 * scale);
const listings = Math.round(100_000 * scale);
const bookings = Math.round(200_000 * scale);
const CLIENTS = 8;
const BUDGET_MS = 50;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

type Ready = { port: number; operator: string };

const ROWS: [string, string][] = [
  ['users, newest first', '/api/admin/users'],
  ['users by name or email', '/api/admin/users?q=person4217'],
  ['users: owners, suspended', '/api/admin/users?type=owner&state=suspended'],
  ['users, page 40', '/api/admin/users?page=40'],
  ['listings, newest first', '/api/admin/listings'],
  ['listings by title', '/api/admin/listings?q=Bench%20space%20777'],
  ['listings: hidden', '/api/admin/listings?state=hidden'],
  ['bookings, newest first', '/api/admin/bookings'],
  ['bookings by a party’s email', '/api/admin/bookings?q=person4217%40bench.local'],
  ['bookings: confirmed', '/api/admin/bookings?status=confirmed'],
  ['reports: open', '/api/admin/reports?status=open'],
  ['reports: resolved', '/api/admin/reports?status=resolved'],
  ['audit log', '/api/admin/audit'],
  ['overview (30 days)', '/api/admin/overview'],
];

async function explain(child: ChildProcess) {
  const plans: [string, string][] = [
    [
      'users by name or email',
      `select u.id from users u join profiles p on p.id = u.id
       where u.email ilike '%person4217%' or u.name ilike '%person4217%' order by u.created_at desc, u.id limit 25`,
    ],
    ['listings, newest first', 'select id from locations order by created_at desc, id limit 25'],
    ['bookings, newest first', 'select id from bookings order by created_at desc, id limit 25'],
  ];
  for (const [label, text] of plans) {
    const rows = await askChild<{ 'QUERY PLAN': string }>(child, 'sql', `explain analyze ${text}`);
    console.log(`\n  plan: ${label}\n${rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
  }
}

async function main() {
  console.log(
    `Admin benchmark: ${users} users, ${listings} listings, ${bookings} bookings on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}, ${CLIENTS} clients, ${seconds} s per row`,
  );
  console.log(
    `  machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  process.env.BENCH_USERS = String(users);
  process.env.BENCH_BOOKINGS = String(bookings);
  let child: ChildProcess | undefined;
  try {
    const server = await forkBenchServer<Ready>('admin-server.ts', listings);
    child = server.child;
    const { port, operator } = server.ready;
    const limits = { port, clients: CLIENTS, maxRequests: 1_000_000, maxSeconds: seconds };
    await runLoad({ ...limits, maxSeconds: 2, nextPath: () => '/bench/ping' });
    const trivial = summarize(await runLoad({ ...limits, nextPath: () => '/bench/ping' }));
    console.log(
      `\n  ${'row'.padEnd(36)} ${'req/s'.padStart(6)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}  share  p95 ≤ ${BUDGET_MS} ms  statuses`,
    );
    console.log(
      `  ${'trivial route (GET /bench/ping)'.padEnd(36)} ${trivial.rps.toFixed(0).padStart(6)} ${ms(trivial.p50)} ${ms(trivial.p95)} 100.0%`,
    );
    for (const [label, path] of ROWS) {
      const result = await runLoad({
        ...limits,
        nextPath: () => ({ method: 'GET', path, cookie: operator }),
      });
      const s = summarize(result);
      const statuses = [...result.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
      const share = `${((100 * s.rps) / trivial.rps).toFixed(1)}%`.padStart(6);
      const within = (s.p95 <= BUDGET_MS ? 'yes' : 'NO').padStart(13);
      console.log(
        `  ${label.padEnd(36)} ${s.rps.toFixed(0).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${share} ${within}  (${statuses})`,
      );
    }
    if (values.explain) await explain(child);
  } finally {
    child?.disconnect();
    await new Promise((resolve) =>
      child && child.exitCode === null ? child.once('exit', resolve) : resolve(null),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
