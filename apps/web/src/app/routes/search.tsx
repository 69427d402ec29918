import { datesFromParams } from '@setspot/domain/search/search-dates-url';
import { useSearchParams } from 'react-router';
import { LocationCardGrid } from '../../features/locations/components/location-card-grid';
import { SearchPage } from '../../features/search/components/search-page';
import { renderSave } from './save-slot';

/** The search feature runs the page; the locations feature draws the cards; boards adds Save. */
export function SearchRoute() {
  // A date search (from, to) prices each card for those dates and hands them on to the listing.
  const [params] = useSearchParams();
  const { from, to } = datesFromParams(params);
  const dates = from && to ? { from, to } : undefined;
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
          renderAction={renderSave}
          dates={dates}
        />
      )}
    />
  );
}
