import { LocationCardGrid } from '../../features/locations/components/location-card-grid';
import { SearchPage } from '../../features/search/components/search-page';
import { renderSave } from './save-slot';

/** The search feature runs the page; the locations feature draws the cards; boards adds Save. */
export function SearchRoute() {
  return (
    <SearchPage
      renderLocations={(locations) => (
        <LocationCardGrid locations={locations} layout="narrow" prioritizeFirst renderAction={renderSave} />
      )}
    />
  );
}
