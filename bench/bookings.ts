import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { askChild } from './bench-child.ts';
import { BOOKABLE_WINDOW_DAYS, bookingRequests } from './booking-load.ts';
import { forkBenchServer } from './fork-bench-server.ts';
import { type LoadResult, runLoad, summarize } from './http-load.ts';

/**
 * npm run bench:bookings [-- --listings 2000] [--seconds 10]
 *
 * Booking requests per second and latency with 32 clients: spread over many listings, then all on
 * one hot listing (nearly every request a conflict), then owners approving authorised requests, each
 * beside the trivial route of the same server. The server runs in a child process on a database of
 * its own (the DATABASE_URL server, dropped afterwards) or an in-memory PGlite. Ends with an SQL count
 * of double bookings. Prints figures, asserts nothing.
 */
const { values } = parseArgs({
  options: { listings: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '10' } },
});
const listingCount = Number(values.listings);
const seconds = Number(values.seconds);
if (!Number.isInteger(listingCount) || listingCount < 10 || listingCount > 100_000)
  throw new Error('--listings: 10 to 100000');
if (!(seconds > 0 && seconds <= 120)) throw new Error('--seconds: up to 120');

type Ready = {
  port: number;
  owners: string[];
  filmmakers: string[];
  listings: { id: string; owner: number }[];
};
const CLIENTS = 32;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

const startServer = () => forkBenchServer<Ready>('bookings-server.ts', listingCount);

function sql<T = Record<string, unknown>>(child: ChildProcess, text: string, params: unknown[] = []) {
  return askChild<T>(child, 'sql', text, params);
}

function line(label: string, result: LoadResult) {
  const s = summarize(result);
  const statuses = [...result.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
  console.log(
    `  ${label.padEnd(36)} ${String(s.requests).padStart(6)} req ${s.rps.toFixed(0).padStart(6)} req/s  p50${ms(s.p50)}  p95${ms(s.p95)}  p99${ms(s.p99)}  (${statuses})`,
  );
  return s;
}

async function main() {
  console.log(
    `Bookings benchmark: ${listingCount} listings on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}, ${CLIENTS} clients, ${seconds} s per phase`,
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
    child = server.child;
    const { ready } = server;
    const limits = { port: ready.port, clients: CLIENTS, maxRequests: 1_000_000, maxSeconds: seconds };
    const booked = (status: number) => status === 201 || status === 409;
    // Warm up: connections, session lookups, JIT.
    await runLoad({ ...limits, maxSeconds: 2, nextPath: () => '/bench/ping' });

    console.log('\nBooking requests (POST /api/bookings; 201 booked, 409 dates taken)');
    const spread = line(
      `over ${ready.listings.length - 1} listings`,
      await runLoad({
        ...limits,
        isOk: booked,
        nextPath: bookingRequests(ready.filmmakers, ready.listings.slice(1), 1, BOOKABLE_WINDOW_DAYS),
      }),
    );
    const hot = line(
      'on one hot listing (conflicts)',
      await runLoad({
        ...limits,
        isOk: booked,
        nextPath: bookingRequests(ready.filmmakers, ready.listings.slice(0, 1), 2, 60),
      }),
    );
    const trivial = line(
      'trivial route (GET /bench/ping)',
      await runLoad({ ...limits, nextPath: () => '/bench/ping' }),
    );
    // The fixed cost every booking call pays: the session lookup, the account type, one small query.
    const [sample] = await sql<{ id: string; renter: string }>(
      child,
      `select b.id, u.email as renter from bookings b join users u on u.id = b.renter_id limit 1`,
    );
    const sampleCookie = ready.filmmakers[Number(/filmmaker(\d+)@/.exec(sample?.renter ?? '')?.[1] ?? 0)];
    line(
      'signed-in read (GET /api/bookings/{id})',
      await runLoad({
        ...limits,
        nextPath: () => ({ method: 'GET', path: `/api/bookings/${sample?.id}`, cookie: sampleCookie }),
      }),
    );

    console.log('\nApprovals (POST /api/bookings/{id}/approve by the owner; the held card is captured)');
    // Holds as the test checkout leaves them, written in SQL so the phase measures approvals alone.
    const pending = await sql<{ id: string; location_id: string }>(
      child,
      `update bookings set payment_status = 'authorized', payment_provider = 'test',
         payment_intent_id = 'test_pi_' || replace(id::text, '-', ''), expires_at = now() + interval '6 days'
       where status = 'pending' returning id, location_id`,
    );
    const ownerOf = new Map(ready.listings.map((listing) => [listing.id, listing.owner]));
    let nextApproval = 0;
    const approvals = line(
      `${pending.length} authorised requests`,
      await runLoad({
        ...limits,
        maxRequests: pending.length,
        nextPath: () => {
          const booking = pending[nextApproval++];
          if (!booking) return undefined;
          const owner = ready.owners[ownerOf.get(booking.location_id) ?? 0];
          return { method: 'POST', path: `/api/bookings/${booking.id}/approve`, cookie: owner };
        },
      }),
    );

    const [doubles] = await sql<{ n: number }>(
      child,
      `select count(*)::int as n from bookings a join bookings b
         on a.location_id = b.location_id and a.id < b.id
        and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
       where a.status in ('pending', 'confirmed', 'completed') and b.status in ('pending', 'confirmed', 'completed')`,
    );
    const [counts] = await sql<{ total: number; confirmed: number }>(
      child,
      `select count(*)::int as total, (count(*) filter (where status = 'confirmed'))::int as confirmed from bookings`,
    );
    console.log(
      `\nBookings stored: ${counts?.total}, confirmed: ${counts?.confirmed}; double bookings: ${doubles?.n}`,
    );
    console.log('Share of the trivial route, requests per second');
    for (const [label, s] of [
      ['requests over many listings', spread],
      ['requests on one hot listing', hot],
      ['approvals', approvals],
    ] as const) {
      console.log(`  ${label.padEnd(30)} ${((100 * s.rps) / trivial.rps).toFixed(1)}%`);
    }
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
