/**
 * The operator console's benchmark data, in SQL (bench/admin-server.ts; also usable against a kept
 * database when studying plans): BENCH-scale users, listings over the owners, bookings over the last
 * 90 days in non-overlapping slots, a report per 50 listings and an audit row per 5 users.
 */
export type Counts = { users: number; listings: number; bookings: number };

export async function seedAdminBench(
  query: (text: string, params?: unknown[]) => Promise<unknown>,
  { users, listings, bookings }: Counts,
) {
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
  // As autovacuum does after bulk inserts: without the visibility map, index-only scans visit the heap.
  await query('vacuum analyze');
}
