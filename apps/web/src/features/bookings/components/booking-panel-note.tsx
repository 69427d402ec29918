import {
  ONLY_FILMMAKERS_CAN_BOOK,
  PLEASE_LOG_IN_TO_MAKE_A_BOOKING,
} from '@setspot/domain/bookings/booking-texts';
import { Building2, Info, LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { rememberPostLoginRedirect } from '../../../lib/auth/post-login-redirect';

type BookingPanelNoteProps = { kind: 'signed-out' | 'owner' | 'own-listing'; locationId: string };

/** What the panel says to someone who cannot book here. */
export function BookingPanelNote({ kind, locationId }: BookingPanelNoteProps) {
  const { pathname } = useLocation();
  if (kind === 'signed-out') {
    return (
      <div className="grid gap-3">
        <p className="flex gap-2 text-sm">
          <LogIn aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {PLEASE_LOG_IN_TO_MAKE_A_BOOKING}
        </p>
        <Link
          to={paths.login}
          onClick={() => rememberPostLoginRedirect(pathname)}
          className={buttonClasses({ className: 'w-full' })}
        >
          Log In
        </Link>
      </div>
    );
  }
  if (kind === 'own-listing') {
    return (
      <div className="grid gap-3 rounded-lg bg-muted p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <Building2 aria-hidden="true" className="size-4 text-primary" />
          This is your listing
        </p>
        <p className="text-muted-foreground">
          Filmmakers request dates here. You answer their requests from your dashboard.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.editProperty.build(locationId)} className={buttonClasses({ size: 'sm' })}>
            Edit listing
          </Link>
          <Link to={paths.owner.bookings} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Booking requests
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4 text-primary" />
        {ONLY_FILMMAKERS_CAN_BOOK}
      </p>
      <p className="text-muted-foreground">
        You are signed in with a property owner account. To book a space for a shoot, use a filmmaker account.
      </p>
    </div>
  );
}
