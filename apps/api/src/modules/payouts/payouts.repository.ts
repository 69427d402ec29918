import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  type PayoutStatus,
  payoutAccounts,
  payoutItems,
  payouts,
  payoutTransfers,
  profiles,
  users,
} from '../../db/schema.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function findPayoutAccount(db: Executor, ownerId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
  return row ?? null;
}

/** Locks the owner's payout account: one payout run per owner at a time. */
export async function lockPayoutAccount(tx: Tx, ownerId: string): Promise<PayoutAccountRow | null> {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.ownerId, ownerId))
    .for('update');
  return row ?? null;
}

export async function savePayoutAccount(
  tx: Tx,
  values: Omit<typeof payoutAccounts.$inferInsert, 'createdAt' | 'updatedAt'>,
): Promise<void> {
  const { ownerId: _ownerId, ...changes } = values;
  await tx
    .insert(payoutAccounts)
    .values(values)
    .onConflictDoUpdate({ target: payoutAccounts.ownerId, set: { ...changes, updatedAt: new Date() } });
}

export async function markAccountNeedsAction(tx: Tx, ownerId: string, requirement: string): Promise<void> {
  await tx
    .update(payoutAccounts)
    .set({ status: 'action_needed', requirement, updatedAt: new Date() })
    .where(eq(payoutAccounts.ownerId, ownerId));
}

export type DueEarning = { bookingId: string; ownerId: string; netCents: number };

/**
 * What owners are owed for bookings that are over (completed, or cancelled with money kept) once
 * `delayHours` have passed after the end of the last day in the listing's zone: the owner's ledger
 * balance of each such booking, when positive. Bookings with an open claim are held.
 */
export async function findDueEarnings(
  db: Executor,
  options: { now: Date; delayHours: number; ownerId?: string },
): Promise<DueEarning[]> {
  const result = await db.execute<{ booking_id: string; owner_id: string; net: string }>(sql`
    select l.booking_id, l.owner_id, sum(l.amount_cents) as net
    from ledger_entries l
    join bookings b on b.id = l.booking_id
    join locations loc on loc.id = b.location_id
    where l.account = 'owner:' || l.owner_id
      and (${options.ownerId ?? null}::text is null or l.owner_id = ${options.ownerId ?? null})
      and b.status in ('completed', 'cancelled')
      -- A booking under dispute (an open pardonable-event claim) is held until it is decided (ADR 0048).
      and not exists (select 1 from booking_claims c where c.booking_id = b.id and c.status = 'open')
      and ((b.end_date + 1)::timestamp at time zone loc.timezone)
        + ${options.delayHours} * interval '1 hour' <= ${options.now.toISOString()}::timestamptz
    group by l.booking_id, l.owner_id
    having sum(l.amount_cents) > 0
    order by l.booking_id`);
  return result.rows.map((row) => ({
    bookingId: row.booking_id,
    ownerId: row.owner_id,
    netCents: Number(row.net),
  }));
}

/** Owners with an active payout account and money to pay: earnings due, or a balance left by a failed payout. */
export async function findOwnersToPay(db: Executor, options: { now: Date; delayHours: number }) {
  const due = await findDueEarnings(db, options);
  const waiting = await db.execute<{ owner_id: string }>(sql`
    select owner_id from ledger_entries where account = 'connected:' || owner_id
    group by owner_id having sum(amount_cents) > 0`);
  const owners = new Set([...due.map((row) => row.ownerId), ...waiting.rows.map((row) => row.owner_id)]);
  if (owners.size === 0) return [];
  const active = await db
    .select({ ownerId: payoutAccounts.ownerId })
    .from(payoutAccounts)
    .where(and(inArray(payoutAccounts.ownerId, [...owners]), eq(payoutAccounts.status, 'active')));
  return active.map((row) => row.ownerId);
}

export async function countPayouts(tx: Tx, ownerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(eq(payouts.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertPayout(tx: Tx, values: typeof payouts.$inferInsert): Promise<void> {
  await tx.insert(payouts).values(values);
}

/** The provider's transfer of a booking's earnings (a refund after the payout reverses it). */
export async function recordTransfer(tx: Tx, values: typeof payoutTransfers.$inferInsert): Promise<void> {
  await tx.insert(payoutTransfers).values(values).onConflictDoNothing();
}

export async function findTransfer(db: Executor, bookingId: string) {
  const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId));
  return row ?? null;
}

export async function insertPayoutItems(tx: Tx, rows: (typeof payoutItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(payoutItems).values(rows);
}

/** Bookings of failed payouts not paid by any later payout: a retry pays them. */
export async function findUnpaidItemsOfFailedPayouts(tx: Tx, ownerId: string) {
  const result = await tx.execute<{ booking_id: string; gross: string; fee: string; net: string }>(sql`
    select distinct on (i.booking_id) i.booking_id, i.gross_cents as gross, i.fee_cents as fee, i.net_cents as net
    from payout_items i join payouts p on p.id = i.payout_id
    where p.owner_id = ${ownerId} and p.status = 'failed'
      and not exists (
        select 1 from payout_items j join payouts q on q.id = j.payout_id
        where j.booking_id = i.booking_id and q.status <> 'failed')
    order by i.booking_id`);
  return result.rows.map((row) => ({
    bookingId: row.booking_id,
    grossCents: Number(row.gross),
    feeCents: Number(row.fee),
    netCents: Number(row.net),
  }));
}

export async function findInTransitPayouts(db: Executor, ownerId?: string) {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'in_transit'), ownerId ? eq(payouts.ownerId, ownerId) : undefined))
    .orderBy(payouts.createdAt);
}

export async function lockPayout(tx: Tx, id: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row ?? null;
}

export async function setPayoutStatus(
  tx: Tx,
  id: string,
  status: PayoutStatus,
  at: Date,
  failureMessage: string | null = null,
): Promise<void> {
  await tx
    .update(payouts)
    .set(status === 'paid' ? { status, paidAt: at } : { status, failedAt: at, failureMessage })
    .where(eq(payouts.id, id));
}

/** An owner's payouts, newest first, each with its bookings (title and dates). */
export async function listPayouts(db: Executor, ownerId: string) {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.ownerId, ownerId))
    .orderBy(desc(payouts.createdAt));
  if (rows.length === 0) return [];
  const items = await db.execute<{
    payout_id: string;
    booking_id: string;
    gross: string;
    fee: string;
    net: string;
    title: string;
    start_date: string;
    end_date: string;
  }>(sql`
    select i.payout_id, i.booking_id, i.gross_cents as gross, i.fee_cents as fee, i.net_cents as net,
      loc.title, b.start_date::text as start_date, b.end_date::text as end_date
    from payout_items i
    join bookings b on b.id = i.booking_id
    join locations loc on loc.id = b.location_id
    where i.payout_id in (select id from payouts where owner_id = ${ownerId})
    order by b.start_date`);
  return rows.map((payout) => ({
    ...payout,
    items: items.rows
      .filter((item) => item.payout_id === payout.id)
      .map((item) => ({
        bookingId: item.booking_id,
        title: item.title,
        startDate: item.start_date,
        endDate: item.end_date,
        grossCents: Number(item.gross),
        feeCents: Number(item.fee),
        netCents: Number(item.net),
      })),
  }));
}

/**
 * An owner's balance, all sums over the ledger: upcoming (earned on bookings not yet finished),
 * pending (finished, waiting for the claim window, an active account or a retry) and paid (sent to
 * their bank).
 */
export async function ownerBalances(db: Executor, ownerId: string) {
  const result = await db.execute<{ upcoming: string; owed: string; connected: string; paid: string }>(sql`
    select
      coalesce(sum(l.amount_cents) filter (where l.account = ${`owner:${ownerId}`} and b.status = 'confirmed'), 0) as upcoming,
      coalesce(sum(l.amount_cents) filter (where l.account = ${`owner:${ownerId}`}), 0) as owed,
      coalesce(sum(l.amount_cents) filter (where l.account = ${`connected:${ownerId}`}), 0) as connected,
      coalesce(sum(l.amount_cents) filter (where l.account = ${`bank:${ownerId}`}), 0) as paid
    from ledger_entries l left join bookings b on b.id = l.booking_id
    where l.owner_id = ${ownerId}`);
  const row = result.rows[0];
  const upcoming = Number(row?.upcoming ?? 0);
  return {
    upcomingCents: upcoming,
    pendingCents: Number(row?.owed ?? 0) - upcoming + Number(row?.connected ?? 0),
    paidCents: Number(row?.paid ?? 0),
  };
}

/** Where the owner's payout emails go; null once they deleted their account. */
export async function findOwnerContact(db: Executor, ownerId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, ownerId));
  return row ?? null;
}
