import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { askChild } from './bench-child.ts';
import { BOOKABLE_WINDOW_DAYS, bookingRequests } from './booking-load.ts';
import { forkBenchServer } from './fork-bench-server.ts';
import { type LoadRequest, runLoad, summarize } from './http-load.ts';

/**
 * npm run bench:api [-- --listings 2000] [--seconds 5]
 *
 * What a signed-in user does, row by row with 32 clients on one server: booking requests (over many
 * listings, on one hot listing), the signed-in reads (a booking, my bookings, the owner dashboard,
 * conversations, one thread), sending a message, and owners approving authorised requests (captured
 * by the built-in test provider). Each row prints requests per second, p95, its share of the trivial
 * route of the same server in the same run, and the database statements per request the server sent
 * (counted in the server process around the row, less what it sends idle in as long: the job queue's
 * polling; work a request leaves to a job is counted), and the CPU time a request cost the server
 * process and, on PostgreSQL on this machine, the database's backends (read from /proc): a cost
 * that moves less than req/s on a shared machine. On the DATABASE_URL
 * server (a database of its own, dropped afterwards) or an in-memory PGlite. Ends with an SQL count of
 * double bookings. Prints figures, asserts nothing.
 */
const { values } = parseArgs({
  options: { listings: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '5' } },
});
const listingCount = Number(values.listings);
const seconds = Number(values.seconds);
if (!Number.isInteger(listingCount) || listingCount < 40 || listingCount > 100_000)
  throw new Error('--listings: 40 to 100000');
if (!(seconds > 0 && seconds <= 120)) throw new Error('--seconds: up to 120');

type Ready = {
  port: number;
  owners: string[];
  filmmakers: string[];
  ownerIds: string[];
  conversations: string[];
  listings: { id: string; owner: number }[];
};
const CLIENTS = 32;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

const startServer = () => forkBenchServer<Ready>('api-server.ts', listingCount);

const sql = <T = Record<string, unknown>>(child: ChildProcess, text: string, params: unknown[] = []) =>
  askChild<T>(child, 'sql', text, params);

async function queriesSoFar(child: ChildProcess): Promise<number> {
  const [row] = await askChild<{ count: number }>(child, 'queries', '');
  return row?.count ?? 0;
}

/** The server process's CPU time so far, in µs. */
async function serverCpuMicros(child: ChildProcess): Promise<number> {
  const [row] = await askChild<{ micros: number }>(child, 'cpu', '');
  return row?.micros ?? 0;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time so far of the PostgreSQL backends serving the bench server's connections (not
 * autovacuum's), in µs, or undefined when they are not on this machine (or there is no /proc, or the
 * database is PGlite, inside the server process). A backend that ends within a row takes its time
 * with it; the pool keeps them.
 */
async function databaseCpuMicros(child: ChildProcess): Promise<number | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const backends = await sql<{ pid: number }>(
    child,
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime and stime: the 14th and 15th fields, counted after the command's closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return undefined;
    }
  }
  return (ticks * 1e6) / ticksPerSecond;
}

/** Cycles through the requests `make(i)` gives for i = 0, 1, 2, ... (undefined: none left). */
function cycle(count: number, make: (i: number) => LoadRequest) {
  let i = 0;
  return () => make(i++ % count);
}

async function main() {
  console.log(
    `API benchmark: ${listingCount} listings on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}, ${CLIENTS} clients, ${seconds} s per row`,
  );
  console.log(
    `  machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  let child: ChildProcess | undefined;
  try {
    const server = await startServer();
    const running = server.child;
    child = running;
    const { ready } = server;
    const limits = { port: ready.port, clients: CLIENTS, maxRequests: 1_000_000, maxSeconds: seconds };
    // Warm up: connections, JIT.
    await runLoad({ ...limits, maxSeconds: 2, nextPath: () => '/bench/ping' });
    // What the server sends with no request at all (the job queue's polling, the listeners), per
    // second: taken off each row's count, so that a slow row is not charged with the idle queries.
    const idleStart = await queriesSoFar(running);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idlePerSecond = ((await queriesSoFar(running)) - idleStart) / 2;
    const trivial = summarize(await runLoad({ ...limits, nextPath: () => '/bench/ping' }));
    console.log(
      `\n  ${'row'.padEnd(40)} ${'req/s'.padStart(6)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}  share  queries/req  server µs     db  statuses`,
    );
    const row = async (
      label: string,
      options: {
        nextPath: () => string | LoadRequest | undefined;
        isOk?: (s: number) => boolean;
        maxRequests?: number;
      },
    ) => {
      const serverBefore = await serverCpuMicros(running);
      const databaseBefore = await databaseCpuMicros(running);
      const before = await queriesSoFar(running);
      const result = await runLoad({ ...limits, ...options });
      const counted = (await queriesSoFar(running)) - before - idlePerSecond * result.seconds;
      const serverCost = ((await serverCpuMicros(running)) - serverBefore) / Math.max(1, result.requests);
      const databaseAfter = await databaseCpuMicros(running);
      const databaseCost =
        databaseBefore === undefined || databaseAfter === undefined
          ? '-'
          : ((databaseAfter - databaseBefore) / Math.max(1, result.requests)).toFixed(0);
      const s = summarize(result);
      const statuses = [...result.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
      const share = `${((100 * s.rps) / trivial.rps).toFixed(1)}%`.padStart(6);
      const perRequest = (counted / Math.max(1, s.requests)).toFixed(1).padStart(11);
      console.log(
        `  ${label.padEnd(40)} ${s.rps.toFixed(0).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${share} ${perRequest} ${serverCost.toFixed(0).padStart(9)} ${databaseCost.padStart(6)}  (${statuses})`,
      );
      return s;
    };
    console.log(`  idle: ${idlePerSecond.toFixed(1)} statements/s, taken off each row's queries/req`);
    console.log(
      `  ${'trivial route (GET /bench/ping)'.padEnd(40)} ${trivial.rps.toFixed(0).padStart(6)} ${ms(trivial.p50)} ${ms(trivial.p95)} 100.0%`,
    );

    const booked = (status: number) => status === 201 || status === 409;
    await row(`booking requests over ${ready.listings.length - 1} listings`, {
      isOk: booked,
      nextPath: bookingRequests(ready.filmmakers, ready.listings.slice(1), 1, BOOKABLE_WINDOW_DAYS),
    });
    await row('booking requests on one hot listing', {
      isOk: booked,
      nextPath: bookingRequests(ready.filmmakers, ready.listings.slice(0, 1), 2, 60),
    });

    // Holds as the test checkout leaves them, written in SQL so the approvals row measures approvals
    // alone; from here the owners see these requests (the dashboard reads them).
    const pending = await sql<{ id: string; location_id: string }>(
      running,
      `update bookings set payment_status = 'authorized', payment_provider = 'test',
         payment_intent_id = 'test_pi_' || replace(id::text, '-', ''), expires_at = now() + interval '6 days'
       where status = 'pending' returning id, location_id`,
    );
    // The reads run on vacuumed, analysed tables, as autovacuum leaves them within a minute of such a
    // burst of writes: without statistics the planner guesses, and a read would be timed on a plan it
    // would not keep, beside an autovacuum worker clearing the burst.
    await sql(running, 'vacuum analyze');
    // One booking of each filmmaker who has one, read by that filmmaker.
    const samples = await sql<{ id: string; renter: string }>(
      running,
      `select distinct on (b.renter_id) b.id, u.email as renter
         from bookings b join users u on u.id = b.renter_id order by b.renter_id, b.created_at`,
    );
    const cookieOf = (email: string) => ready.filmmakers[Number(/filmmaker(\d+)@/.exec(email)?.[1] ?? 0)];
    await row('GET /api/bookings/{id}', {
      nextPath: cycle(samples.length, (i) => ({
        method: 'GET',
        path: `/api/bookings/${samples[i]?.id}`,
        cookie: cookieOf(samples[i]?.renter ?? ''),
      })),
    });
    const filmmakerGet = (p: string) =>
      cycle(CLIENTS, (i) => ({ method: 'GET', path: p, cookie: ready.filmmakers[i] }));
    // The bookings page's first request: the Upcoming tab's first page and every tab's count.
    await row('GET /api/me/bookings?tab=upcoming', {
      nextPath: filmmakerGet('/api/me/bookings?tab=upcoming'),
    });
    await row('GET /api/owner/dashboard', {
      nextPath: cycle(CLIENTS, (i) => ({
        method: 'GET',
        path: '/api/owner/dashboard',
        cookie: ready.owners[i],
      })),
    });
    await row('GET /api/conversations', { nextPath: filmmakerGet('/api/conversations') });
    await row('GET /api/messages?conversationId=…', {
      nextPath: cycle(CLIENTS, (i) => ({
        method: 'GET',
        path: `/api/messages?conversationId=${ready.conversations[i]}`,
        cookie: ready.filmmakers[i],
      })),
    });
    await row('POST /api/messages', {
      isOk: (status) => status === 201,
      nextPath: cycle(CLIENTS, (i) => ({
        method: 'POST',
        path: '/api/messages',
        cookie: ready.filmmakers[i],
        body: { receiverId: ready.ownerIds[i], content: 'Could we bring a generator?' },
      })),
    });

    const ownerOf = new Map(ready.listings.map((listing) => [listing.id, listing.owner]));
    let nextApproval = 0;
    await row(`approvals (capture), ${pending.length} requests`, {
      maxRequests: pending.length,
      nextPath: () => {
        const booking = pending[nextApproval++];
        if (!booking) return undefined;
        const owner = ready.owners[ownerOf.get(booking.location_id) ?? 0];
        return { method: 'POST', path: `/api/bookings/${booking.id}/approve`, cookie: owner };
      },
    });

    const [doubles] = await sql<{ n: number }>(
      running,
      `select count(*)::int as n from bookings a join bookings b
         on a.location_id = b.location_id and a.id < b.id
        and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
       where a.status in ('pending', 'confirmed', 'completed') and b.status in ('pending', 'confirmed', 'completed')`,
    );
    console.log(`\nDouble bookings: ${doubles?.n}`);
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
