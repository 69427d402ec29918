import { PLEASE_LOG_IN_TO_MAKE_A_BOOKING } from '@setspot/domain/bookings/booking-texts';
import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { LockKeyhole } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { rememberPostLoginRedirect } from '../../../lib/auth/post-login-redirect';
import { formatMoney } from '../../../lib/format-money';
import { LocationFacts } from './location-facts';

/**
 * Product section 2, signed-out detail: a short about section, the daily price, and prompts to sign
 * in or up. The API already withholds the address and the owner's contact from visitors.
 */
export function VisitorLocationView({ location }: { location: LocationDetail }) {
  const { pathname } = useLocation();
  // After signing in (or confirming a new account and signing in) the visitor comes back here.
  const comeBack = () => rememberPostLoginRedirect(pathname);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="about-heading" className="grid gap-4">
        <h2 id="about-heading" className="text-xl font-semibold">
          About this location
        </h2>
        <p className="leading-relaxed whitespace-pre-line">{location.description || 'No description yet.'}</p>
        <LocationFacts location={location} />
      </section>
      <aside
        aria-label="Booking"
        className="grid gap-4 rounded-xl border border-border bg-surface p-6 shadow-sm lg:sticky lg:top-24"
      >
        <p>
          <span className="text-3xl font-bold">{formatMoney(location.pricePerDay)}</span>
          <span className="text-muted-foreground"> / day</span>
        </p>
        <div className="grid gap-1 text-sm">
          <p className="flex gap-2 font-medium">
            <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {PLEASE_LOG_IN_TO_MAKE_A_BOOKING}
          </p>
          <p className="text-muted-foreground">
            Sign in to see the full address, production details, reviews and the owner, and to book this
            location.
          </p>
        </div>
        <Link
          to={paths.signup}
          onClick={comeBack}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          Sign Up to Book
        </Link>
        <div className="grid grid-cols-2 gap-2">
          <Link to={paths.login} onClick={comeBack} className={buttonClasses({ variant: 'outline' })}>
            Sign In
          </Link>
          <Link to={paths.signup} onClick={comeBack} className={buttonClasses({ variant: 'outline' })}>
            Sign Up
          </Link>
        </div>
      </aside>
    </div>
  );
}
