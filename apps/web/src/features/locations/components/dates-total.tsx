import { daysBetween } from '@setspot/domain/common/calendar-date';
import { formatMoney } from '../../../lib/format-money';

/**
 * '$750 for 3 days': what the searched dates cost, whole days times the daily price in cents, as the
 * server prices a booking (domain pricing.ts; not imported here, so the card shares no new chunk).
 */
export function DatesTotal({
  pricePerDay,
  dates,
}: {
  pricePerDay: number;
  dates: { from: string; to: string };
}) {
  const days = daysBetween(dates.from, dates.to) + 1;
  const totalCents = Math.round(pricePerDay * 100) * days;
  return (
    <span className="block text-sm font-medium">
      {formatMoney(totalCents / 100)} for {days} {days === 1 ? 'day' : 'days'}
    </span>
  );
}
