import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

type Window = { from: Date; to: Date };
const cents = (column: string) => sql.raw(`round((${column}) * 100)::bigint`);
const num = (value: unknown) => Number(value ?? 0);

/** Bookings requested in the window, by status, with the value of those that went ahead. */
export async function bookingTotals(db: Executor, { from, to }: Window) {
  const result = await db.execute<{ status: string; n: string; value: string | null }>(sql`
    select status, count(*) as n,
      sum(${cents('total_price + service_fee')}) filter (where status in ('confirmed', 'completed')) as value
    from bookings where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
    group by status`);
  const byStatus: Record<string, number> = {};
  let valueCents = 0;
  for (const row of result.rows) {
    byStatus[row.status] = num(row.n);
    valueCents += num(row.value);
  }
  return { byStatus, valueCents };
}

/** Requests made in the window, how many the owner answered, and the median time to answer. */
export async function requestAnswers(db: Executor, { from, to }: Window) {
  const result = await db.execute<{ received: string; answered: string; median: string | null }>(sql`
    select count(*) as received,
      count(coalesce(approved_at, rejected_at)) as answered,
      percentile_cont(0.5) within group (
        order by extract(epoch from coalesce(approved_at, rejected_at) - created_at) / 60
      ) filter (where coalesce(approved_at, rejected_at) is not null) as median
    from bookings where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`);
  const row = result.rows[0];
  return {
    received: num(row?.received),
    answered: num(row?.answered),
    medianAnswerMinutes: row?.median == null ? null : Math.round(Number(row.median)),
  };
}

/** Per day (UTC) of the window: bookings requested and the value of those that went ahead. */
export async function bookingsPerDay(db: Executor, { from, to }: Window) {
  const result = await db.execute<{ day: string; bookings: string; value: string | null }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(b.id) as bookings,
      coalesce(sum(${cents('b.total_price + b.service_fee')}) filter (where b.status in ('confirmed', 'completed')), 0) as value
    from generate_series(date_trunc('day', ${from.toISOString()}::timestamptz at time zone 'UTC'),
                         ${to.toISOString()}::timestamptz at time zone 'UTC', interval '1 day') as d(day)
    left join bookings b on b.created_at >= d.day at time zone 'UTC'
      and b.created_at < (d.day + interval '1 day') at time zone 'UTC'
      and b.created_at >= ${from.toISOString()}::timestamptz and b.created_at < ${to.toISOString()}::timestamptz
    group by d.day order by d.day`);
  return result.rows.map((row) => ({
    day: row.day,
    bookings: num(row.bookings),
    valueCents: num(row.value),
  }));
}

/** Sign-ups in the window by account type, live listings, open reports and failed payouts. */
export async function platformCounts(db: Executor, { from, to }: Window) {
  const users = await db.execute<{ user_type: string; n: string }>(sql`
    select user_type, count(*) as n from users
    where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
    group by user_type`);
  const counts = await db.execute<{ live: string; reports: string; payouts: string }>(sql`
    select
      (select count(*) from locations where deleted_at is null and hidden_at is null) as live,
      (select count(*) from reports where status = 'open') as reports,
      (select count(*) from payouts where status = 'failed'
         and created_at >= ${from.toISOString()}::timestamptz) as payouts`);
  const row = counts.rows[0];
  return {
    newUsersByType: Object.fromEntries(users.rows.map((r) => [r.user_type, num(r.n)])),
    liveListings: num(row?.live),
    openReports: num(row?.reports),
    failedPayouts: num(row?.payouts),
  };
}

/** Pardonable-event claims awaiting an operator's decision (ADR 0048). */
export async function openClaimsCount(db: Executor): Promise<number | null> {
  const result = await db.execute<{ n: string }>(
    sql`select count(*) as n from booking_claims where status = 'open'`,
  );
  return num(result.rows[0]?.n);
}

/** Differences between the ledger and the payment provider not yet resolved (ADR 0047). */
export async function reconciliationDifferencesCount(db: Executor): Promise<number | null> {
  const result = await db.execute<{ n: string }>(
    sql`select count(*) as n from reconciliation_differences where resolved_at is null`,
  );
  return num(result.rows[0]?.n);
}
