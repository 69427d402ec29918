import type { Payout } from '@setspot/domain/payments/payout-schemas';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
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
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Booking</TableHead>
                  <TableHead>Dates</TableHead>
                  <TableHead className="text-right">Gross</TableHead>
                  <TableHead className="text-right">SetSpot fee</TableHead>
                  <TableHead className="text-right">Net</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payout.items.map((item) => (
                  <TableRow key={item.bookingId}>
                    <TableCell className="font-medium">{item.title}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDates(item.startDate, item.endDate)}
                    </TableCell>
                    <TableCell className="text-right">{formatMoney(item.gross)}</TableCell>
                    <TableCell className="text-right">−{formatMoney(item.fee)}</TableCell>
                    <TableCell className="text-right font-medium">{formatMoney(item.net)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </article>
        </li>
      ))}
    </ul>
  );
}
