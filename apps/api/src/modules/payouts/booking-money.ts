import type { PaymentStatus } from '@setspot/domain/bookings/payment-status';
import { bookingDayCount } from '@setspot/domain/bookings/pricing';
import { centsToDecimal, centsToDollars, toCents } from '@setspot/domain/common/money';
import { feeCents, ownerEarnings, renterCharges } from '@setspot/domain/payments/fees';
import type { Config } from '../../config.ts';
import type { Statement, Tx } from '../../db/client.ts';
import { insertMovement, insertMovementsAfter, type Movement } from './ledger.repository.ts';
import {
  CARD_HOLDS,
  NO_OWNER,
  ownerAccount,
  PLATFORM_FEES,
  RENTER_CARD,
  SERVICE_FEES,
} from './ledger-accounts.ts';

/** What of a booking the money rules read (a booking view row has all of it). */
export type MoneyBooking = {
  id: string;
  ownerId: string | null;
  totalPrice: string;
  serviceFee: string;
  platformFeePercent: string;
  paymentStatus: PaymentStatus;
  paymentIntentId: string | null;
  refundAmount: string | null;
};

type MoneyChanges = {
  paymentStatus?: PaymentStatus;
  paymentIntentId?: string | null;
  refundAmount?: string | null;
};

/** The fees a new request is made under (configuration now), as the bookings columns hold them. */
export function feesOfRequest(fees: Config['fees'], bookingFeeCents: number) {
  return {
    serviceFee: centsToDecimal(renterCharges(bookingFeeCents, fees.servicePercent).serviceFeeCents),
    platformFeePercent: fees.platformPercent.toFixed(2),
  };
}

/** A booking's money in cents: booking fee, service fee, charged total, SetSpot's fee and the owner's net. */
export function bookingMoney(row: Pick<MoneyBooking, 'totalPrice' | 'serviceFee' | 'platformFeePercent'>) {
  const bookingFeeCents = toCents(row.totalPrice);
  const serviceFeeCents = toCents(row.serviceFee);
  const platformFeePercent = Number(row.platformFeePercent);
  const earnings = ownerEarnings(bookingFeeCents, platformFeePercent);
  return {
    bookingFeeCents,
    serviceFeeCents,
    chargedCents: bookingFeeCents + serviceFeeCents,
    platformFeePercent,
    platformFeeCents: earnings.feeCents,
    ownerNetCents: earnings.netCents,
  };
}

/** What the renter was charged for a booking: booking fee plus service fee. */
export function chargedCents(row: Pick<MoneyBooking, 'totalPrice' | 'serviceFee'>): number {
  return toCents(row.totalPrice) + toCents(row.serviceFee);
}

const captured = (status: PaymentStatus) =>
  status === 'paid' || status === 'refunded' || status === 'partially_refunded';

/**
 * Writes the ledger movements a booking's change of payment state stands for, in the transaction of
 * the change (bookings call this wherever a booking's state is written): a card held, a hold
 * released, a capture split into the service fee, SetSpot's fee and the owner's share, a refund
 * taken back from them. Keys carry the payment, so a change written twice moves nothing twice.
 */
export async function recordBookingMoney(tx: Tx, row: MoneyBooking, changes: MoneyChanges): Promise<void> {
  for (const { movement, legs } of bookingMoneyMovements(row, changes))
    await insertMovement(tx, movement, legs);
}

/**
 * Runs `update` (a booking's status change, not yet run; bookings.repository.ts) and writes the
 * ledger movements the change stands for in the same statement, only if the update changed a row:
 * one round trip instead of two on an approval (ADR 0033, ninth amendment). Answers the rows the
 * update returned (none: nothing was written, the ledger included).
 */
export async function runWithBookingMoney(
  tx: Tx,
  row: MoneyBooking,
  changes: MoneyChanges,
  update: Statement,
): Promise<Record<string, unknown>[]> {
  return insertMovementsAfter(tx, update, bookingMoneyMovements(row, changes));
}

/** The ledger movements (none, one, or a capture and a refund) a change of payment state stands for. */
function bookingMoneyMovements(row: MoneyBooking, changes: MoneyChanges): Movement[] {
  const before = row.paymentStatus;
  const after = changes.paymentStatus ?? before;
  const paymentIntentId = changes.paymentIntentId ?? row.paymentIntentId;
  if (before === after || !paymentIntentId) return [];
  const money = bookingMoney(row);
  const owner = ownerAccount(row.ownerId ?? NO_OWNER);
  const movement = (kind: 'authorization' | 'release' | 'capture' | 'refund') => ({
    key: `${kind}:${paymentIntentId}`,
    kind,
    bookingId: row.id,
    ownerId: row.ownerId,
  });
  const charged = money.chargedCents;
  if (after === 'authorized') {
    return [
      {
        movement: movement('authorization'),
        legs: [
          { account: RENTER_CARD, amountCents: -charged },
          { account: CARD_HOLDS, amountCents: charged },
        ],
      },
    ];
  }
  if (before === 'authorized' && !captured(after)) {
    return [
      {
        movement: movement('release'),
        legs: [
          { account: CARD_HOLDS, amountCents: -charged },
          { account: RENTER_CARD, amountCents: charged },
        ],
      },
    ];
  }
  const movements: Movement[] = [];
  if (before === 'authorized') {
    movements.push({
      movement: movement('capture'),
      legs: [
        { account: CARD_HOLDS, amountCents: -charged },
        { account: SERVICE_FEES, amountCents: money.serviceFeeCents, kind: 'service_fee' },
        { account: PLATFORM_FEES, amountCents: money.platformFeeCents, kind: 'platform_fee' },
        { account: owner, amountCents: money.ownerNetCents },
      ],
    });
  }
  const refundDecimal = changes.refundAmount ?? row.refundAmount;
  if ((after === 'refunded' || after === 'partially_refunded') && refundDecimal) {
    const refundCents = toCents(refundDecimal);
    const earlierCents = before === 'partially_refunded' && row.refundAmount ? toCents(row.refundAmount) : 0;
    if (earlierCents === 0) {
      movements.push({ movement: movement('refund'), legs: refundLegs(money, owner, refundCents) });
    } else {
      // More given back after a first refund (an approved pardonable-event claim, ADR 0048): what the
      // larger refund takes from each account less what the first one took.
      const first = refundLegs(money, owner, earlierCents);
      movements.push({
        movement: { ...movement('refund'), key: `refund:${paymentIntentId}:${refundCents}` },
        legs: refundLegs(money, owner, refundCents).map((leg, index) => ({
          ...leg,
          amountCents: leg.amountCents - (first[index]?.amountCents ?? 0),
        })),
      });
    }
  }
  return movements;
}

/**
 * A refund comes out of the booking fee first (what the renter's tier gives back) and out of the
 * service fee only beyond it (an owner's cancellation gives everything back). The owner and SetSpot
 * keep their shares of what is left of the booking fee, by the same rounding as at capture.
 */
function refundLegs(money: ReturnType<typeof bookingMoney>, owner: string, refundCents: number) {
  const kept = Math.max(money.bookingFeeCents - refundCents, 0);
  const keptFee = feeCents(kept, money.platformFeePercent);
  const fromOwner = money.ownerNetCents - (kept - keptFee);
  const fromPlatform = money.platformFeeCents - keptFee;
  const fromService = refundCents - fromOwner - fromPlatform;
  return [
    { account: RENTER_CARD, amountCents: refundCents },
    { account: owner, amountCents: -fromOwner },
    { account: PLATFORM_FEES, amountCents: -fromPlatform, kind: 'platform_fee' as const },
    { account: SERVICE_FEES, amountCents: -fromService, kind: 'service_fee' as const },
  ];
}

/** The owner's side of a booking fee for their views: SetSpot's fee and their net, in dollars. */
export function ownerEarningsView(
  row: Pick<MoneyBooking, 'totalPrice' | 'serviceFee' | 'platformFeePercent'> & {
    startDate: string;
    endDate: string;
  },
) {
  const money = bookingMoney(row);
  const dailyCents = Math.round(money.bookingFeeCents / bookingDayCount(row.startDate, row.endDate));
  return {
    netPerDay: centsToDollars(ownerEarnings(dailyCents, money.platformFeePercent).netCents),
    platformFeePercent: money.platformFeePercent,
    platformFee: centsToDollars(money.platformFeeCents),
    net: centsToDollars(money.ownerNetCents),
  };
}
