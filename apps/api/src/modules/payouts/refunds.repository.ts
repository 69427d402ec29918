import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { PLATFORM_FEES, RENTER_CARD, SERVICE_FEES } from './ledger-accounts.ts';

/** A booking's money columns, locked for an operator's refund. */
export async function lockBookingMoney(tx: Tx, bookingId: string) {
  const [booking] = (
    await tx.execute<{
      total_price: string;
      service_fee: string;
      platform_fee_percent: string;
      payment_intent_id: string | null;
      status: string;
    }>(sql`select total_price, service_fee, platform_fee_percent, payment_intent_id, status
      from bookings where id = ${bookingId} for update`)
  ).rows;
  return booking ?? null;
}

/** Where a booking's money is now, from the ledger. */
export async function bookingShares(tx: Tx, bookingId: string) {
  const result = await tx.execute<{
    owner_id: string | null;
    renter_card: string;
    owner: string;
    owner_held: string;
    platform: string;
    service: string;
    captured: boolean;
    operator_refunds: number;
  }>(sql`
    select
      max(owner_id) as owner_id,
      coalesce(sum(amount_cents) filter (where account = ${RENTER_CARD}), 0) as renter_card,
      coalesce(sum(amount_cents) filter (where account like 'owner:%' or account like 'connected:%'), 0) as owner,
      coalesce(sum(amount_cents) filter (where account like 'owner:%'), 0) as owner_held,
      coalesce(sum(amount_cents) filter (where account = ${PLATFORM_FEES}), 0) as platform,
      coalesce(sum(amount_cents) filter (where account = ${SERVICE_FEES}), 0) as service,
      bool_or(kind = 'capture') as captured,
      count(distinct movement_key) filter (where movement_key like 'operator_refund:%')::int as operator_refunds
    from ledger_entries where booking_id = ${bookingId}`);
  const row = result.rows[0];
  return {
    ownerId: row?.owner_id ?? null,
    renterCard: Number(row?.renter_card ?? 0),
    owner: Number(row?.owner ?? 0),
    ownerHeld: Number(row?.owner_held ?? 0),
    platform: Number(row?.platform ?? 0),
    service: Number(row?.service ?? 0),
    captured: Boolean(row?.captured),
    operatorRefunds: Number(row?.operator_refunds ?? 0),
  };
}
