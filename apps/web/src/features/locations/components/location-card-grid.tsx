import type { LocationCard as Card } from '@setspot/domain/listings/location-views';
import { useViewer } from '../../../lib/auth/viewer';
import { cn } from '../../../lib/cn';
import { LocationCard } from './location-card';

type LocationCardGridProps = {
  locations: readonly Card[];
  /** 'wide' fits three cards a row on large screens (home); 'narrow' two, beside a filter panel. */
  layout?: 'wide' | 'narrow';
  headingLevel?: 'h2' | 'h3';
  /** The first card's photo is likely the largest paint above the fold: load it first. */
  prioritizeFirst?: boolean;
  /** Miles from the place searched near, by card. */
  distances?: readonly (number | null)[] | undefined;
};

export function LocationCardGrid({
  locations,
  layout = 'wide',
  headingLevel = 'h3',
  prioritizeFirst = false,
  distances,
}: LocationCardGridProps) {
  const { signedIn } = useViewer();
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', layout === 'wide' && 'lg:grid-cols-3')}>
      {locations.map((location, index) => (
        <li key={location.id}>
          <LocationCard
            location={location}
            signedIn={signedIn}
            headingLevel={headingLevel}
            priority={prioritizeFirst && index === 0}
            distance={distances?.[index] ?? null}
          />
        </li>
      ))}
    </ul>
  );
}
