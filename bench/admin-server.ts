import { buildApp } from '../apps/api/src/app.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
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

async function seed(query: (text: string, params?: unknown[]) => Promise<unknown>) {
  // Two in five accounts are owners; the rest filmmakers. Created over the last year.
  await query(
    `insert into users (id, name, email, email_verified, first_name, last_name, user_type, created_at)
     select gen_random_uuid()::text, 'Person ' || g, 'person' || g || '@bench.local', g % 13 <> 0,
            'Person', g::text, case when g % 5 < 2 then 'owner' else 'filmmaker' end,
            now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
     from generate_series(1, $1) g`,
    [users],
  );
  await query(`update profiles set suspended_at = now(), suspension_reason = 'Bench' where id in (
    select id from users where email like 'person%' and random() < 0.01)`);
  await query(`create temporary table bench_owners as
    select id, row_number() over (order by id) - 1 as n from users where user_type = 'owner'`);
  await query(
    `insert into locations (owner_id, title, type, price, address, city, state, timezone, availability, created_at,
                            hidden_at, hidden_by)
     select o.id, 'Bench space ' || g, 'studio', 100 + (g % 400), g || ' Bench St', 'Austin', 'TX',
            'America/Chicago', '{"weekdays": true, "weekends": true, "holidays": true}'::jsonb,
            now() - (g % 700) * interval '1 hour',
            case when g % 40 = 0 then now() end, case when g % 40 = 0 then 'operator' end
     from generate_series(0, $1 - 1) g
     join bench_owners o on o.n = g % (select count(*) from bench_owners)`,
    [listings],
  );
  await query(`create temporary table bench_listings as
    select id, row_number() over (order by id) - 1 as n from locations`);
  await query(`create temporary table bench_renters as
    select id, row_number() over (order by id) - 1 as n from users where user_type = 'filmmaker'`);
  // Booking g of listing g % L takes its own 3-day slot, so no two overlap (the exclusion constraint).
  await query(
    `insert into bookings (location_id, renter_id, start_date, end_date, total_price, service_fee, status,
                           approved_at, created_at)
     select l.id, r.id, date '2027-01-01' + (g / $2) * 3, date '2027-01-01' + (g / $2) * 3 + 1,
            200 + (g % 900), 10, s.status,
            case when s.status in ('confirmed', 'completed') then now() - (g % 90) * interval '1 day' + interval '3 hours' end,
            now() - (g % 90) * interval '1 day' - (g % 600) * interval '1 minute'
     from generate_series(0, $1 - 1) g
     join bench_listings l on l.n = g % $2
     join bench_renters r on r.n = g % (select count(*) from bench_renters)
     cross join lateral (select (array['pending', 'confirmed', 'completed', 'cancelled', 'rejected', 'expired'])[g % 6 + 1] as status) s`,
    [bookings, listings],
  );
  await query(`update bookings set cancelled_at = created_at + interval '1 day', cancelled_by = 'renter'
    where status = 'cancelled'`);
  await query(`update bookings set rejected_at = created_at + interval '5 hours' where status = 'rejected'`);
  await query(
    `insert into reports (target_type, target_id, reason, details, status, created_at)
     select 'listing', l.id::text, 'spam', 'Bench report', case when l.n % 3 = 0 then 'open' else 'resolved' end,
            now() - (l.n % 30) * interval '1 day'
     from bench_listings l where l.n % 50 = 0`,
  );
  await query(
    `update reports set resolved_at = created_at + interval '2 hours', resolution = 'none', resolution_note = 'Bench'
     where status = 'resolved'`,
  );
  await query(
    `insert into audit_log (actor_email, action, target_type, target_id, reason, at)
     select 'operator@bench.local', 'user.confirm_email', 'user', u.id, 'Bench', now() - (row_number() over ()) * interval '1 minute'
     from users u where u.email like 'person%' and (hashtext(u.id) % 5) = 0`,
  );
  await query('analyze');
}

async function main() {
  const { dataDir, config } = benchServerConfig('setspot-bench-admin-');
  const database = await openTestDatabase();
  const started = performance.now();
  await seed((text, params) => database.query(text, params));
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
