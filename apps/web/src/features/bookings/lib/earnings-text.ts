import { bookingDayCount } from '@setspot/domain/bookings/pricing';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { ownerEarnings } from '@setspot/domain/payments/fees';
import { youEarnPerDay } from '@setspot/domain/payments/payout-schemas';
import { formatMoney } from '../../../lib/format-money';

/** 'You earn $170 per day after SetSpot's 15% fee': the daily price less the fee, by the one rounding rule. */
export function earningsPerDayText(booking: OwnerBooking): string {
  const percent = booking.earnings?.platformFeePercent ?? 0;
  const dailyCents = Math.round(
    toCents(booking.totalPrice) / bookingDayCount(booking.startDate, booking.endDate),
  );
  return youEarnPerDay(formatMoney(centsToDollars(ownerEarnings(dailyCents, percent).netCents)), percent);
}
