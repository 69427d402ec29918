import { bookingDayCount, totalPriceCents } from '@setspot/domain/bookings/pricing';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import { formatMoney } from '../../../lib/format-money';
import { dayCountText } from '../lib/format-booking-dates';

type PriceSummaryProps = { startDate: string; endDate: string; pricePerDay: number };

/**
 * Product section 9: days × daily price, both end days counting. The same rule as the server's, shown
 * before asking; the server prices the booking itself and never takes a price from the page.
 */
export function PriceSummary({ startDate, endDate, pricePerDay }: PriceSummaryProps) {
  const days = bookingDayCount(startDate, endDate);
  const total = centsToDollars(totalPriceCents(startDate, endDate, toCents(pricePerDay)));
  return (
    <dl aria-label="Price" className="grid gap-2 border-t border-border pt-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          {formatMoney(pricePerDay)} × {dayCountText(days)}
        </dt>
        <dd>{formatMoney(total)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>Total</dt>
        <dd>{formatMoney(total)}</dd>
      </div>
    </dl>
  );
}
