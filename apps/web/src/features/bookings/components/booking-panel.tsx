import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { useId } from 'react';
import { useSession } from '../../../lib/auth/get-me';
import { formatMoney } from '../../../lib/format-money';
import { BookingForm } from './booking-form';
import { BookingPanelNote } from './booking-panel-note';

/**
 * The booking panel of the location page (product section 2). Only filmmaker accounts book (spec
 * section 6): an owner reads why instead of getting a form the server would refuse.
 */
export function BookingPanel({ location }: { location: LocationDetail }) {
  const { user } = useSession();
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          Book this location
        </h2>
        <p>
          <span className="text-3xl font-bold">{formatMoney(location.pricePerDay)}</span>
          <span className="text-muted-foreground"> / day</span>
        </p>
      </div>
      {!user ? (
        <BookingPanelNote kind="signed-out" locationId={location.id} />
      ) : user.userType === 'filmmaker' ? (
        <BookingForm location={location} />
      ) : (
        <BookingPanelNote
          kind={location.owner.id === user.id ? 'own-listing' : 'owner'}
          locationId={location.id}
        />
      )}
    </aside>
  );
}
