import { bookingDayCount, totalPriceCents } from '@setspot/domain/bookings/pricing';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import { renterCharges } from '@setspot/domain/payments/fees';
import { formatMoney } from '../../../lib/format-money';
import { useFees } from '../../../lib/use-fees';
import { dayCountText } from '../lib/format-booking-dates';

type PriceSummaryProps = { startDate: string; endDate: string; pricePerDay: number };

/**
 * Product section 9: days × daily price, both end days counting, plus SetSpot's service fee. The same rule as the server's, shown
 * before asking; the server prices the booking itself and never takes a price from the page.
 */
export function PriceSummary({ startDate, endDate, pricePerDay }: PriceSummaryProps) {
  const days = bookingDayCount(startDate, endDate);
  const fees = useFees().data;
  const charges = renterCharges(
    totalPriceCents(startDate, endDate, toCents(pricePerDay)),
    fees?.serviceFeePercent ?? 0,
  );
  return (
    <dl aria-label="Price" className="grid gap-2 border-t border-border pt-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          {formatMoney(pricePerDay)} × {dayCountText(days)}
        </dt>
        <dd>{formatMoney(centsToDollars(charges.bookingFeeCents))}</dd>
      </div>
      {/* The service fee on its own line (docs/decisions/0036); the server charges the same. */}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Service fee</dt>
        <dd>{fees ? formatMoney(centsToDollars(charges.serviceFeeCents)) : '…'}</dd>
      </div>
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>Total</dt>
        <dd>{fees ? formatMoney(centsToDollars(charges.totalCents)) : '…'}</dd>
      </div>
    </dl>
  );
}
