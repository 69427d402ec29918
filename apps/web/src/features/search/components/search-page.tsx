import { BREAKPOINTS } from '@setspot/domain/common/constants';
import { SEARCH_DEFAULTS } from '@setspot/domain/search/search-url';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLocations } from '../api/get-locations';
import { useCanonicalPage } from '../hooks/use-canonical-page';
import { useSearchFilters } from '../hooks/use-search-filters';
import { useTabTypes } from '../hooks/use-tab-types';
import { FilterPanel } from './filter-panel';
import { MapAreaNote } from './map-area-note';
import { MapPanel } from './map-panel';
import { MapToggle } from './map-toggle';
import { SearchForm } from './search-form';
import { type RenderLocations, SearchResults } from './search-results';
import { TypeTabs } from './type-tabs';

type SearchPageProps = {
  /** The results grid; the page composing this one supplies the location cards. */
  renderLocations: RenderLocations;
};

/** Product section 2, Search page: text search, filters, type tabs, sort, results and pagination. */
export function SearchPage({ renderLocations }: SearchPageProps) {
  useDocumentTitle('Search Locations');
  const { filters, params, update } = useSearchFilters();
  const [mapOpen, setMapOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  // With the map shown, one answer carries the list and the pins.
  const results = useLocations(mapOpen ? { ...params, pins: 'yes' } : params);
  const tabTypes = useTabTypes(filters, results.data?.types);
  useCanonicalPage(filters, results.data, results.isSuccess && !results.isPlaceholderData, update);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const dropMapArea = (options?: { replace: boolean }) =>
    update({ place: { ...filters.place, bbox: undefined } }, options);
  const toggleMap = () => {
    // 'Hide map' takes the map's box with it: a list cut to a box no longer on screen would say
    // nothing of why. The history entry is replaced, as the map's moves replace theirs, so Back does
    // not bring the box back with the map closed. On phones 'List' is the map's other view, showing
    // the results of the box the map was left at, so the box stays there.
    if (mapOpen && wide && filters.place.bbox) dropMapArea({ replace: true });
    setMapOpen(!mapOpen);
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Find Filming Locations</h1>
        <SearchForm q={filters.q} busy={results.isFetching} onSearch={(q) => update({ q })} />
        <MapToggle open={mapOpen} onToggle={toggleMap} />
      </header>
      <div
        className={cn(
          'grid gap-6 lg:gap-8',
          mapOpen ? 'lg:grid-cols-[17rem_minmax(0,1fr)_minmax(0,1fr)]' : 'lg:grid-cols-[17rem_minmax(0,1fr)]',
        )}
      >
        <FilterPanel
          filters={filters}
          facets={results.data?.facets}
          onApply={(values) => update(values)}
          onClear={() =>
            update({
              types: SEARCH_DEFAULTS.types,
              priceRange: SEARCH_DEFAULTS.priceRange,
              minSize: SEARCH_DEFAULTS.minSize,
              from: undefined,
              to: undefined,
              instantBook: undefined,
              production: SEARCH_DEFAULTS.production,
              place: SEARCH_DEFAULTS.place,
            })
          }
        />
        <section
          aria-label="Search results"
          className={cn('grid min-w-0 content-start gap-6', mapOpen && 'max-lg:hidden')}
        >
          {filters.place.bbox && !mapOpen ? <MapAreaNote onClear={() => dropMapArea()} /> : null}
          <TypeTabs types={tabTypes} selected={filters.types} onSelect={(types) => update({ types })} />
          <SearchResults
            results={results}
            filters={filters}
            onSort={(sort) => update({ sort, place: { ...filters.place, byDistance: false } })}
            onSortByDistance={() => update({ place: { ...filters.place, byDistance: true } })}
            renderLocations={(items, extras) =>
              renderLocations(items, { ...extras, compact: mapOpen, activeId, onHover: setActiveId })
            }
          />
        </section>
        {mapOpen ? (
          <MapPanel
            pins={results.data?.pins}
            bbox={filters.place.bbox}
            onMoved={(bbox) => update({ place: { ...filters.place, bbox } }, { replace: true })}
            activeId={activeId}
            onHover={setActiveId}
          />
        ) : null}
      </div>
    </div>
  );
}
