import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, locations, users } from '../../db/schema.ts';

const renters = alias(users, 'renters');
const owners = alias(users, 'owners');

/** A booking with both parties' emails and every moment its row records. */
export async function findTimelineBooking(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      locationId: bookings.locationId,
      locationTitle: locations.title,
      renterId: bookings.renterId,
      ownerId: locations.ownerId,
      renterEmail: renters.email,
      ownerEmail: owners.email,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalPrice: bookings.totalPrice,
      serviceFee: bookings.serviceFee,
      refundAmount: bookings.refundAmount,
      createdAt: bookings.createdAt,
      approvedAt: bookings.approvedAt,
      rejectedAt: bookings.rejectedAt,
      rejectionReason: bookings.rejectionReason,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
      cancellationReason: bookings.cancellationReason,
      expiresAt: bookings.expiresAt,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(renters, eq(renters.id, bookings.renterId))
    .leftJoin(owners, eq(owners.id, locations.ownerId))
    .where(eq(bookings.id, id));
  return row ?? null;
}

/** The booking's ledger movements: when, what kind, what the renter's card and the owner moved. */
export async function ledgerMovementsOf(db: Executor, bookingId: string) {
  const result = await db.execute<{
    key: string;
    kind: string;
    at: string;
    renter: string | null;
    owner: string | null;
    holds: string | null;
  }>(sql`
    select movement_key as key, min(kind) filter (where kind not in ('service_fee', 'platform_fee')) as kind,
      min(created_at) as at,
      sum(amount_cents) filter (where account = 'renter_card') as renter,
      sum(amount_cents) filter (where account like 'owner:%') as owner,
      sum(amount_cents) filter (where account = 'card_holds') as holds
    from ledger_entries where booking_id = ${bookingId}
    group by movement_key order by min(id)`);
  return result.rows.map((row) => ({
    key: row.key,
    kind: row.kind ?? 'movement',
    at: new Date(row.at),
    renterCents: row.renter === null ? null : Number(row.renter),
    ownerCents: row.owner === null ? null : Number(row.owner),
    holdCents: row.holds === null ? null : Number(row.holds),
  }));
}

/** Payouts that carried the booking's earnings, with their state. */
export async function payoutsOf(db: Executor, bookingId: string) {
  const result = await db.execute<{
    id: string;
    status: string;
    net: string;
    created_at: string;
    paid_at: string | null;
    failed_at: string | null;
  }>(sql`
    select p.id, p.status, i.net_cents as net, p.created_at, p.paid_at, p.failed_at
    from payout_items i join payouts p on p.id = i.payout_id
    where i.booking_id = ${bookingId} order by p.created_at`);
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    netCents: Number(row.net),
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at ? new Date(row.paid_at) : null,
    failedAt: row.failed_at ? new Date(row.failed_at) : null,
  }));
}

export async function countMessagesOf(db: Executor, bookingId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from messages where booking_id = ${bookingId}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
