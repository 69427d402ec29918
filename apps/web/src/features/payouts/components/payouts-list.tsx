import type { Payout } from '@setspot/domain/payments/payout-schemas';
import { Badge } from '../../../components/ui/badge';
import { formatMoney } from '../../../lib/format-money';
import { formatDates, formatInstant, PAYOUT_STATUS_TEXT } from '../lib/payout-texts';

const badge = { paid: 'success', in_transit: 'secondary', failed: 'destructive' } as const;

/** Each payout with the bookings it paid: gross, SetSpot's fee and net, dates and status. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  if (payouts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
        No payouts yet. Each booking is paid 24 hours after its last day.
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {payouts.map((payout) => (
        <li key={payout.id}>
          <article
            aria-label={`Payout of ${formatMoney(payout.amount)}, ${PAYOUT_STATUS_TEXT[payout.status]}`}
            className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="text-lg font-semibold">{formatMoney(payout.amount)}</p>
                <p className="text-sm text-muted-foreground">
                  Sent {formatInstant(payout.createdAt)}
                  {payout.paidAt ? ` · paid ${formatInstant(payout.paidAt)}` : ''}
                  {payout.failedAt ? ` · failed ${formatInstant(payout.failedAt)}` : ''}
                </p>
              </div>
              <Badge variant={badge[payout.status]}>{PAYOUT_STATUS_TEXT[payout.status]}</Badge>
            </div>
            {/* No sideways scrolling: the five short columns wrap to fit a phone. */}
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="px-2 py-2 font-medium">
                    Booking
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Dates
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Gross
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    SetSpot fee
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {payout.items.map((item) => (
                  <tr key={item.bookingId} className="border-b border-border last:border-0">
                    <td className="px-2 py-2 font-medium [overflow-wrap:anywhere]">{item.title}</td>
                    <td className="px-2 py-2">{formatDates(item.startDate, item.endDate)}</td>
                    <td className="px-2 py-2 text-right">{formatMoney(item.gross)}</td>
                    <td className="px-2 py-2 text-right">−{formatMoney(item.fee)}</td>
                    <td className="px-2 py-2 text-right font-medium">{formatMoney(item.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        </li>
      ))}
    </ul>
  );
}
