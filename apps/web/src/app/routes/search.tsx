import { LocationCardGrid } from '../../features/locations/components/location-card-grid';
import { SearchPage } from '../../features/search/components/search-page';

/** The search feature runs the page; the locations feature draws the cards. */
export function SearchRoute() {
  return (
    <SearchPage
      renderLocations={(locations, { distances, compact, activeId, onHover }) => (
        <LocationCardGrid
          locations={locations}
          distances={distances}
          layout={compact ? 'single' : 'narrow'}
          activeId={activeId ?? null}
          {...(onHover ? { onHover } : {})}
          prioritizeFirst
        />
      )}
    />
  );
}
