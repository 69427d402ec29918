import { buildApp } from '../apps/api/src/app.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { seedAdminBench } from './admin-seed.ts';
import { benchServerConfig, closeWhenParentLeaves } from './bench-child.ts';
import { signedIn } from './bench-session.ts';

/**
 * The server side of bench/admin.ts, in its own process: a database of its own (DATABASE_URL: a
 * scratch database dropped afterwards), filled in SQL with BENCH_USERS users, BENCH_LISTINGS listings
 * and BENCH_BOOKINGS bookings over the last 90 days, a report per 50 listings and an audit row per
 * 5 users; one operator signed in through the API. Answers the parent's SQL (for EXPLAIN) over IPC.
 */
const users = Number(process.env.BENCH_USERS);
const listings = Number(process.env.BENCH_LISTINGS);
const bookings = Number(process.env.BENCH_BOOKINGS);
const send = (message: unknown) => process.send?.(message);

async function main() {
  const { dataDir, config } = benchServerConfig('setspot-bench-admin-');
  const database = await openTestDatabase();
  const started = performance.now();
  await seedAdminBench((text, params) => database.query(text, params), { users, listings, bookings });
  const { app, lifecycle } = await buildApp({ config, database });
  app.get('/bench/ping', async () => ({ ok: true }));
  const operator = await signedIn(app, database, 'operator@bench.local', 'filmmaker');
  await database.query(
    `insert into operator_roles (user_id, granted_by) select id, 'bench' from users where email = 'operator@bench.local'`,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  // As a load balancer would (GET /api/ready): measured once the search index and its cards are in.
  // Before, their loading of 100,000 listings ran under the first rows and held the event loop.
  await lifecycle.warmedUp();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const [counts] = await database.query<{ users: number; listings: number; bookings: number }>(
    `select (select count(*)::int from users) as users, (select count(*)::int from locations) as listings,
            (select count(*)::int from bookings) as bookings`,
  );
  send({
    type: 'log',
    text: `  seeded ${counts?.users} users, ${counts?.listings} listings, ${counts?.bookings} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  });
  process.on('message', (message: { type: string; id: number; text?: string; params?: unknown[] }) => {
    database.query(message.text ?? '', message.params).then(
      (result) => send({ type: 'sql', id: message.id, rows: result }),
      (error: Error) => send({ type: 'sql', id: message.id, error: error.message }),
    );
  });
  closeWhenParentLeaves(app, database, dataDir);
  send({ type: 'ready', port, operator });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
