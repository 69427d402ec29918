import type { AdminBookingDetail } from '@setspot/domain/admin/booking-timeline-schemas';
import { DELETED_USER } from '@setspot/domain/profiles/account-texts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { lazyDateFormat } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminBooking } from '../api/get-admin-booking';
import { useOperatorAction } from '../api/operator-action';
import { adminPaths } from '../lib/admin-paths';
import { AdminQueryState } from './admin-states';
import { ScrollTable } from './scroll-table';

const when = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dollars = (cents: number) => formatMoney(cents / 100);

/** A booking in the console: who, what it cost, every step it took, and an operator's cancel. */
export function BookingPage({ id }: { id: string }) {
  useDocumentTitle('Booking · Operations');
  const detail = useAdminBooking(id);
  if (!detail.data) {
    return (
      <AdminQueryState
        error={detail.error}
        isLoading={detail.isLoading}
        refetch={() => void detail.refetch()}
      />
    );
  }
  const { booking, timeline, messageCount, claim, payoutHeld } = detail.data;
  return (
    <div className="grid gap-6">
      <PageHeading title={booking.locationTitle} description={`Booking ${booking.id}`} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary" className="capitalize">
          {booking.status}
        </Badge>
        <Badge variant="outline">{booking.paymentStatus.replace('_', ' ')}</Badge>
        {payoutHeld ? <Badge variant="warning">Payout held: open claim</Badge> : null}
        {claim ? (
          <Link to={adminPaths.claims} className="text-primary hover:underline">
            Claim: {claim.status}
          </Link>
        ) : null}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact term="Dates" value={`${booking.startDate} to ${booking.endDate}`} />
        <Fact
          term="Charged"
          value={`${dollars(booking.chargedCents)} (booking fee ${dollars(booking.totalCents)})`}
        />
        <Fact term="Refunded" value={booking.refundCents === null ? '—' : dollars(booking.refundCents)} />
        <Fact term="Messages" value={String(messageCount)} />
        <Fact term="Renter" value={booking.renterEmail ?? DELETED_USER} />
        <Fact term="Owner" value={booking.ownerEmail ?? DELETED_USER} />
      </dl>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Timeline</h2>
        <Timeline events={timeline} />
      </section>
      {booking.status === 'pending' || booking.status === 'confirmed' ? (
        <MoneyForm detail={detail.data} mode="cancel" />
      ) : null}
      {(booking.status === 'completed' || booking.status === 'cancelled') &&
      booking.paymentStatus !== null ? (
        <MoneyForm detail={detail.data} mode="refund" />
      ) : null}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-2 [overflow-wrap:anywhere]">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Timeline({ events }: { events: AdminBookingDetail['timeline'] }) {
  return (
    <ScrollTable label="Timeline">
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>What</TableHead>
          <TableHead>Amount</TableHead>
          <TableHead>Who</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's order, never reordered here
          <TableRow key={index}>
            <TableCell className="whitespace-nowrap">{when.format(new Date(event.at))}</TableCell>
            <TableCell>{event.text}</TableCell>
            <TableCell>{event.amountCents === null ? '' : dollars(event.amountCents)}</TableCell>
            <TableCell>{event.by ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

const FORMS = {
  cancel: {
    heading: 'Cancel this booking',
    done: 'Booking cancelled; both sides were emailed',
    button: ['Cancel booking', 'Cancelling...'],
    minCents: 0,
  },
  refund: {
    heading: 'Refund this booking',
    done: 'Refund sent; if the owner was already paid, their share was taken back',
    button: ['Refund', 'Refunding...'],
    minCents: 1,
  },
} as const;

/**
 * Cancel a booking to come, or refund a finished one, with an amount in dollars and cents (sent in
 * cents) and a reason. A refund after the payout takes the owner's share back from their payout account.
 */
function MoneyForm({ detail, mode }: { detail: AdminBookingDetail; mode: keyof typeof FORMS }) {
  const { booking } = detail;
  const form = FORMS[mode];
  const charged = booking.paymentStatus === 'paid' || mode === 'refund' ? booking.chargedCents : 0;
  const left = Math.max(charged - (mode === 'refund' ? (booking.refundCents ?? 0) : 0), 0);
  const action = useOperatorAction(form.done);
  const [refund, setRefund] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (mode === 'refund' && left === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(refund) * 100);
    if (!Number.isFinite(cents) || cents < form.minCents || cents > left) {
      setError(`Between ${dollars(form.minCents)} and ${dollars(left)}`);
      return;
    }
    if (!reason.trim()) {
      setError('Please give a reason');
      return;
    }
    setError(undefined);
    action.mutate({
      path: `/api/admin/bookings/${booking.id}/${mode}`,
      body: { refundCents: cents, reason: reason.trim() },
    });
  };
  return (
    <section className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 className="text-lg font-semibold">{form.heading}</h2>
      <p className="text-sm text-muted-foreground">
        {left > 0
          ? `Refund any part of the ${dollars(left)} ${mode === 'refund' ? 'left of the payment' : 'charged'}, service fee included.`
          : 'Nothing was charged: the card hold is released.'}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-md">
        {left > 0 ? (
          <TextField
            label="Refund (USD)"
            inputMode="decimal"
            value={refund}
            onChange={(event) => setRefund(event.target.value)}
          />
        ) : null}
        <TextareaField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={1000}
          rows={2}
          required
          error={error}
        />
        <Button type="submit" variant="destructive" className="w-fit" disabled={action.isPending}>
          {action.isPending ? form.button[1] : form.button[0]}
        </Button>
      </form>
    </section>
  );
}
