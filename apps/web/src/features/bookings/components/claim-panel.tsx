import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import {
  CLAIM_WINDOW_MS,
  MAX_CLAIM_DOCUMENTS,
  PARDONABLE_EVENT_NAMES,
  PARDONABLE_EVENTS,
  type PardonableEvent,
} from '@setspot/domain/bookings/claim-events';
import type { Claim } from '@setspot/domain/bookings/claim-schemas';
import { CLAIM_RECEIVED, CLAIM_STATUS_TEXT, CLAIM_WINDOW_RULE } from '@setspot/domain/bookings/claim-texts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { useBookingClaim, useSubmitClaim } from '../api/booking-claim';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic';

/** Whether documentation is still taken: within 48 hours of the cancellation request. */
const withinWindow = (booking: Booking, now: Date) =>
  booking.cancelledAt !== null && now.getTime() <= new Date(booking.cancelledAt).getTime() + CLAIM_WINDOW_MS;

/**
 * On a booking the filmmaker cancelled and paid for: say it was a pardonable event and send
 * documentation (within 48 hours), then follow the claim to its decision.
 */
export function ClaimPanel({ booking, now }: { booking: Booking; now: Date }) {
  const charged = booking.paymentStatus === 'paid' || booking.paymentStatus === 'partially_refunded';
  const eligible = booking.status === 'cancelled' && booking.cancelledBy === 'renter';
  const claim = useBookingClaim(booking.id, eligible);
  const [open, setOpen] = useState(false);
  if (!eligible || !claim.data) return null;
  const current = claim.data.claim;
  const open48 = withinWindow(booking, now);
  if (current) return <ClaimState claim={current} booking={booking} canAdd={open48} />;
  if (!charged || !open48) return null;
  return open ? (
    <ClaimForm booking={booking} onDone={() => setOpen(false)} />
  ) : (
    <div className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
      <p>
        Cancelled because of a{' '}
        <Link to={paths.info.cancellationPolicy} className="font-medium text-primary underline">
          pardonable event
        </Link>
        ? You may get a full refund, service fee included. {CLAIM_WINDOW_RULE}
      </p>
      <div>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Claim a pardonable event
        </Button>
      </div>
    </div>
  );
}

function ClaimState({ claim, booking, canAdd }: { claim: Claim; booking: Booking; canAdd: boolean }) {
  return (
    <section aria-label="Pardonable-event claim" className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
      <p className="font-medium">{CLAIM_STATUS_TEXT[claim.status]}</p>
      <p>
        {PARDONABLE_EVENT_NAMES[claim.event]} · {claim.documents.length}{' '}
        {claim.documents.length === 1 ? 'document' : 'documents'}
      </p>
      {claim.status === 'open' ? <p>{CLAIM_RECEIVED}</p> : null}
      {claim.decisionReason ? (
        <p>
          <span className="font-medium">Reason: </span>
          {claim.decisionReason}
        </p>
      ) : null}
      {claim.status === 'open' && canAdd && claim.documents.length < MAX_CLAIM_DOCUMENTS ? (
        <ClaimForm booking={booking} existing />
      ) : null}
    </section>
  );
}

function ClaimForm({
  booking,
  existing = false,
  onDone,
}: {
  booking: Booking;
  existing?: boolean;
  onDone?: () => void;
}) {
  const submit = useSubmitClaim();
  const [event, setEvent] = useState<PardonableEvent | ''>('');
  const id = `claim-${booking.id}`;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const files = data.getAll('documents').filter((f): f is File => f instanceof File && f.size > 0);
    const details = String(data.get('details') ?? '').trim();
    submit.mutate(
      {
        bookingId: booking.id,
        ...(existing || !event ? {} : { event }),
        ...(details ? { details } : {}),
        files,
      },
      { onSuccess: () => onDone?.() },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-lg border border-border bg-surface p-3 text-sm">
      {existing ? null : (
        <>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-event`}>Pardonable event</Label>
            <NativeSelect
              id={`${id}-event`}
              required
              value={event}
              onChange={(e) => setEvent(e.target.value as PardonableEvent)}
            >
              <option value="">Choose one</option>
              {PARDONABLE_EVENTS.map((value) => (
                <option key={value} value={value}>
                  {PARDONABLE_EVENT_NAMES[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-details`}>What happened (optional)</Label>
            <Textarea id={`${id}-details`} name="details" maxLength={2000} rows={3} />
          </div>
        </>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-documents`}>Documentation (PDF or image, up to 4 files of 10 MB)</Label>
        <input
          id={`${id}-documents`}
          name="documents"
          type="file"
          accept={ACCEPT}
          multiple
          required
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5"
        />
      </div>
      <div>
        <Button type="submit" size="sm" disabled={submit.isPending}>
          {submit.isPending ? 'Sending...' : existing ? 'Add documentation' : 'Submit claim'}
        </Button>
      </div>
    </form>
  );
}
