import type { CalendarDate } from '../common/calendar-date.ts';
import type { Cents } from '../common/money.ts';
import { startOfDay } from '../common/time-zone.ts';
import type { PaymentStatus } from './payment-status.ts';

/**
 * architecture section 2: the one enforced cancellation policy, which keeps both spec statements true:
 * 100% when cancelled 7 days or more before the start, 80% at 5 to 7 days, 50% at 24 hours to
 * 5 days, 0% under 24 hours. Notice is measured to the first instant of the booking's start date in
 * the location's zone (time-zone.ts startOfDay), so a lower bound belongs to its tier: exactly 7 days
 * is 100%, exactly 5 days 80%, exactly 24 hours 50%.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const REFUND_TIERS = [
  { id: 'full', percent: 100, minNoticeMs: 7 * DAY_MS },
  { id: 'most', percent: 80, minNoticeMs: 5 * DAY_MS },
  { id: 'half', percent: 50, minNoticeMs: 24 * HOUR_MS },
  { id: 'none', percent: 0, minNoticeMs: Number.NEGATIVE_INFINITY },
] as const;
export type RefundTier = (typeof REFUND_TIERS)[number];
export type RefundTierId = RefundTier['id'];

export function refundTier(startsAt: Date, cancelledAt: Date): RefundTier {
  const noticeMs = startsAt.getTime() - cancelledAt.getTime();
  if (Number.isNaN(noticeMs)) throw new RangeError('Invalid date for refund calculation');
  // The last tier accepts any notice, so find always succeeds.
  return REFUND_TIERS.find((tier) => noticeMs >= tier.minNoticeMs) ?? REFUND_TIERS[3];
}

/** Share of an amount, rounded down to a whole cent so a refund never exceeds the policy. */
export function refundCents(amountCents: Cents, percent: number): Cents {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Amount must be a whole, non-negative number of cents: ${amountCents}`);
  }
  return Math.floor((amountCents * percent) / 100);
}

export function refundForCancellation(input: { startsAt: Date; cancelledAt: Date; amountCents: Cents }): {
  tier: RefundTierId;
  percent: number;
  refundCents: Cents;
} {
  const tier = refundTier(input.startsAt, input.cancelledAt);
  return { tier: tier.id, percent: tier.percent, refundCents: refundCents(input.amountCents, tier.percent) };
}

/** The same, from the booking's start date and the location's zone (UTC when it has none). */
export function refundForBookingCancellation(input: {
  startDate: CalendarDate;
  timeZone?: string;
  cancelledAt: Date;
  amountCents: Cents;
}): ReturnType<typeof refundForCancellation> {
  const startsAt = startOfDay(input.startDate, input.timeZone ?? 'UTC');
  return refundForCancellation({ startsAt, cancelledAt: input.cancelledAt, amountCents: input.amountCents });
}

/**
 * What the renter gets back by cancelling now (GET /api/bookings/{id}/refund-quote and the cancel
 * itself). Only a captured payment is charged: a pending request's authorisation is released, so
 * nothing is charged and nothing refunded, at 100%. The tiers apply to the booking fee
 * (`totalCents`, days × daily price) only: the service fee is charged too but never refunded on a
 * renter's cancellation (spec, cancellation policy; docs/decisions/0036).
 */
export function renterCancellationQuote(input: {
  paymentStatus: PaymentStatus;
  startDate: CalendarDate;
  timeZone: string;
  totalCents: Cents;
  serviceFeeCents?: Cents;
  now: Date;
}): { tier: RefundTierId; percent: number; chargedCents: Cents; refundCents: Cents } {
  if (input.paymentStatus !== 'paid') return { tier: 'full', percent: 100, chargedCents: 0, refundCents: 0 };
  const refund = refundForBookingCancellation({
    startDate: input.startDate,
    timeZone: input.timeZone,
    cancelledAt: input.now,
    amountCents: input.totalCents,
  });
  return { ...refund, chargedCents: input.totalCents + (input.serviceFeeCents ?? 0) };
}
