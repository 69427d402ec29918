import { bookingDayCount, totalPriceCents } from '@setspot/domain/bookings/pricing';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import { formatMoney } from '../../../lib/format-money';

/** '$750 for 3 days': what the searched dates cost, priced as the booking will be (pricing.ts). */
export function DatesTotal({
  pricePerDay,
  dates,
}: {
  pricePerDay: number;
  dates: { from: string; to: string };
}) {
  const days = bookingDayCount(dates.from, dates.to);
  const total = centsToDollars(totalPriceCents(dates.from, dates.to, toCents(pricePerDay)));
  return (
    <span className="block text-sm font-medium">
      {formatMoney(total)} for {days} {days === 1 ? 'day' : 'days'}
    </span>
  );
}
