import { Zap } from 'lucide-react';
import { useUnavailableDates } from '../api/get-unavailable-dates';

/** The 'Instant Book' badge (ADR 0039): such a booking is confirmed as soon as the card is authorised. */
export function InstantBookNote({ locationId }: { locationId: string }) {
  const held = useUnavailableDates(locationId);
  if (!held.data?.rules?.instantBook) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
        <Zap aria-hidden="true" className="size-3" />
        Instant Book
      </span>
      Confirmed as soon as your card is authorised; no approval step.
    </p>
  );
}
