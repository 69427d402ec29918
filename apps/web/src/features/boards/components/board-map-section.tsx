import type { LocationCard } from '@setspot/domain/listings/location-views';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

// MapLibre comes with the map only: the boards pages' own code stays small.
const BoardMap = lazy(() => import('./board-map'));

type BoardMapSectionProps = {
  locations: readonly LocationCard[];
  activeId: string | null;
  onHover: (id: string | null) => void;
};

/** The board's map above its listings, when at least one of them can be placed. */
export function BoardMapSection({ locations, activeId, onHover }: BoardMapSectionProps) {
  const navigate = useNavigate();
  if (!locations.some((card) => card.area)) return null;
  const loading = (
    <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>
  );
  return (
    <section
      aria-label="Map of the board"
      className="h-72 overflow-hidden rounded-xl border border-border sm:h-96"
    >
      <Suspense fallback={loading}>
        <BoardMap
          locations={locations}
          activeId={activeId}
          onHover={onHover}
          onOpen={(id) => void navigate(paths.location.build(id))}
        />
      </Suspense>
    </section>
  );
}
