import type { LocationCard as Card } from '@setspot/domain/listings/location-views';
import { useViewer } from '../../../lib/auth/viewer';
import { cn } from '../../../lib/cn';
import { LocationCard } from './location-card';

type LocationCardGridProps = {
  locations: readonly Card[];
  /** 'wide' fits three cards a row on large screens (home); 'narrow' two, beside a filter panel. */
  layout?: 'wide' | 'narrow' | 'single';
  headingLevel?: 'h2' | 'h3';
  /** The first card's photo is likely the largest paint above the fold: load it first. */
  prioritizeFirst?: boolean;
  /** Miles from the place searched near, by card. */
  distances?: readonly (number | null)[] | undefined;
  /** The card whose marker is hovered on the map (lifted here too), and who to tell of a hover. */
  activeId?: string | null;
  onHover?: (id: string | null) => void;
};

export function LocationCardGrid({
  locations,
  layout = 'wide',
  headingLevel = 'h3',
  prioritizeFirst = false,
  distances,
  activeId = null,
  onHover,
}: LocationCardGridProps) {
  const { signedIn } = useViewer();
  return (
    <ul
      className={cn(
        'grid gap-6',
        layout !== 'single' && 'sm:grid-cols-2',
        layout === 'wide' && 'lg:grid-cols-3',
      )}
    >
      {locations.map((location, index) => (
        <li
          key={location.id}
          data-active={location.id === activeId || undefined}
          className={cn('rounded-xl', location.id === activeId && 'ring-2 ring-primary')}
          onMouseEnter={onHover ? () => onHover(location.id) : undefined}
          onMouseLeave={onHover ? () => onHover(null) : undefined}
        >
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
