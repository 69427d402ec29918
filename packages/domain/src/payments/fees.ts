import { type Cents, MAX_STORABLE_CENTS } from '../common/money.ts';

/**
 * SetSpot's two fees (docs/decisions/0036-money-flow-and-ledger.md). The renter pays the booking fee
 * (days × daily price, product section 9) plus a service fee on top; the owner earns the booking fee
 * minus the platform fee. Both are percentages of the booking fee, set by configuration
 * (SERVICE_FEE_PERCENT, PLATFORM_FEE_PERCENT) and fixed on each booking when it is requested.
 *
 * Rounding, written down once: a fee is the booking fee × percent / 100, rounded half up to a whole
 * cent (0.5 cent and more is a cent), computed in integers through basis points so no float ever
 * drifts. Everything else is a difference of whole cents, so the parts always add up to the whole:
 * owner net + platform fee = booking fee, booking fee + service fee = total charged.
 */
export const DEFAULT_PLATFORM_FEE_PERCENT = 15;
export const DEFAULT_SERVICE_FEE_PERCENT = 10;
/** Not in the spec: a fee above half the booking fee is almost certainly a typo in configuration. */
export const MAX_FEE_PERCENT = 50;

/** Whether `percent` is a fee SetSpot can apply: 0 to 50, at most two decimals (whole basis points). */
export function isFeePercent(percent: number): boolean {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_FEE_PERCENT) return false;
  const basisPoints = percent * 100;
  return Math.abs(basisPoints - Math.round(basisPoints)) < 1e-6;
}

function assertAmount(amountCents: Cents): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_STORABLE_CENTS) {
    throw new RangeError(`A booking fee must be whole cents from 0 to ${MAX_STORABLE_CENTS}: ${amountCents}`);
  }
}

/** `percent` of `amountCents`, rounded half up to a whole cent (the one rounding rule of fees). */
export function feeCents(amountCents: Cents, percent: number): Cents {
  assertAmount(amountCents);
  if (!isFeePercent(percent)) throw new RangeError(`Not a fee percentage: ${percent}`);
  const basisPoints = Math.round(percent * 100);
  // At most 9,999,999,999 × 5,000 = 5e13: exact in a double.
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

/** What the renter is charged for a booking fee: the fee itself, the service fee and their sum. */
export function renterCharges(bookingFeeCents: Cents, serviceFeePercent: number) {
  const serviceFeeCents = feeCents(bookingFeeCents, serviceFeePercent);
  return { bookingFeeCents, serviceFeeCents, totalCents: bookingFeeCents + serviceFeeCents };
}

/**
 * What the owner earns from the part of a booking fee SetSpot keeps (all of it, or what is left after
 * a renter's refund): gross, SetSpot's fee on it, and the net paid out.
 */
export function ownerEarnings(grossCents: Cents, platformFeePercent: number) {
  const feeCentsValue = feeCents(grossCents, platformFeePercent);
  return { grossCents, feeCents: feeCentsValue, netCents: grossCents - feeCentsValue };
}
