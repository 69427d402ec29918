import type { LocationCard as Card } from '@setspot/domain/listings/location-views';
import { distanceLabel } from '@setspot/domain/search/place-filters';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { CardFacts } from './card-facts';
import { CardGallery } from './card-gallery';
import { DatesTotal } from './dates-total';
import { ScoutInfo } from './scout-info';

type LocationCardProps = {
  location: Card;
  /** Signed-in users see the full address, scout info and 'View Details'; visitors a preview. */
  signedIn: boolean;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  /** Beside 'View Details': a control from the page that composes the card (e.g. Save). */
  action?: ReactNode;
  dates?: { from: string; to: string } | undefined;
  /** Miles from the place searched near ('3.2 mi'). */
  distance?: number | null;
};

/** Product section 2, Location card. The whole card opens the location. */
export function LocationCard({
  location,
  signedIn,
  headingLevel: Heading = 'h3',
  priority,
  action,
  dates,
  distance = null,
}: LocationCardProps) {
  const href = dates
    ? `${paths.location.build(location.id)}?${new URLSearchParams(dates)}`
    : paths.location.build(location.id);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-md">
      <CardGallery location={location} priority={priority ?? false} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <Heading className="text-lg leading-snug font-semibold">{location.name}</Heading>
          <p className="shrink-0 text-right whitespace-nowrap">
            <span className="text-lg font-bold">{formatMoney(location.pricePerDay)}</span>
            <span className="text-sm text-muted-foreground">/day</span>
            {dates ? <DatesTotal pricePerDay={location.pricePerDay} dates={dates} /> : null}
          </p>
        </div>
        {location.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{location.description}</p>
        ) : null}
        <p className="flex items-start gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{signedIn ? addressLine(location) : location.state}</span>
          {distance === null ? null : (
            <span className="ml-auto shrink-0 font-medium whitespace-nowrap">{distanceLabel(distance)}</span>
          )}
        </p>
        <CardFacts location={location} />
        {signedIn ? <ScoutInfo location={location} /> : null}
        <div className="mt-auto flex gap-2 pt-1">
          {/* Stretched over the card (after:inset-0), so a click anywhere opens the location. */}
          <Link
            to={href}
            className={buttonClasses({
              variant: signedIn ? 'default' : 'outline',
              className: 'flex-1 after:absolute after:inset-0 after:content-[""]',
            })}
          >
            {signedIn ? 'View Details' : 'View Preview'}
            <span className="sr-only">: {location.name}</span>
          </Link>
          {action}
        </div>
      </div>
    </article>
  );
}

function addressLine({ address, city, state, zip }: Card): string {
  const stateAndZip = [state, zip].filter(Boolean).join(' ');
  return [address, city, stateAndZip].filter(Boolean).join(', ');
}
