import type { LocationCard as Card } from '@setspot/domain/listings/location-views';
import type { ReactNode } from 'react';
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
  /** A control on each card from the composing page (Save). */
  renderAction?: (location: Card) => ReactNode;
  /** A date search's range: each card shows the total for it and opens with it picked. */
  dates?: { from: string; to: string } | undefined;
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
  renderAction,
  dates,
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
            action={renderAction?.(location)}
            dates={dates}
            distance={distances?.[index] ?? null}
          />
        </li>
      ))}
    </ul>
  );
}
