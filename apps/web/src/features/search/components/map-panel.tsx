import type { MapPin } from '@setspot/domain/search/map-pins';
import type { Bbox } from '@setspot/domain/search/place-filters';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

// MapLibre and the basemap load only when the map is shown: the search page's first load stays as it is.
const SearchMap = lazy(() => import('../map/search-map'));

type MapPanelProps = {
  pins: readonly MapPin[] | undefined;
  bbox: Bbox | undefined;
  onMoved: (bbox: Bbox | undefined) => void;
  activeId: string | null;
  onHover: (id: string | null) => void;
};

/** The map beside the list (desktop) or instead of it (phones), sticky while the list scrolls. */
export function MapPanel({ pins, bbox, onMoved, activeId, onHover }: MapPanelProps) {
  const navigate = useNavigate();
  const loading = (
    <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>
  );
  return (
    <section
      aria-label="Map of the results"
      className="h-[70vh] overflow-hidden rounded-xl border border-border lg:sticky lg:top-4 lg:h-[calc(100vh-2rem)]"
    >
      <Suspense fallback={loading}>
        {pins ? (
          <SearchMap
            pins={pins}
            bbox={bbox}
            searchAsMove={bbox !== undefined}
            onSearchAsMoveChange={(on) => {
              if (!on) onMoved(undefined);
            }}
            onMoved={onMoved}
            activeId={activeId}
            onHover={onHover}
            onOpen={(id) => void navigate(paths.location.build(id))}
          />
        ) : (
          loading
        )}
      </Suspense>
    </section>
  );
}
