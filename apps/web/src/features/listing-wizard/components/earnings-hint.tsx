import { toCents } from '@setspot/domain/common/money';
import { youEarnPerDay } from '@setspot/domain/listings/dashboard-texts';
import { ownerEarnings } from '@setspot/domain/payments/fees';
import { formatMoney } from '../../../lib/format-money';
import { useFees } from '../../../lib/use-fees';

const PRICE = /^\d+(\.\d{1,2})?$/;

/**
 * 'You earn $X per day after SetSpot's N% fee' under the daily price. Loaded lazily by the pricing
 * step: the list-property route is at its JavaScript budget (docs/decisions/0036).
 */
export default function EarningsHint({ price }: { price: string }) {
  const fees = useFees().data;
  const text = price.trim();
  if (!fees || !PRICE.test(text) || toCents(text) > 9_999_999_999) return null;
  const net = ownerEarnings(toCents(text), fees.platformFeePercent).netCents / 100;
  return (
    <p role="status" className="text-sm text-muted-foreground sm:col-span-2">
      {youEarnPerDay(formatMoney(net), fees.platformFeePercent)}
    </p>
  );
}
