import type { LocationCard, LocationSearchPage } from '@setspot/domain/listings/location-views';
import type { SearchFilters } from '@setspot/domain/search/search-filters';
import type { SortValue } from '@setspot/domain/search/sort-options';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { searchHref } from '../lib/search-href';
import { ResultsError } from './results-error';
import { ResultsHeader } from './results-header';
import { ResultsLoading } from './results-loading';

type SearchResultsProps = {
  results: UseQueryResult<LocationSearchPage>;
  filters: SearchFilters;
  onSort: (sort: SortValue) => void;
  /** Nearest first: offered when searching near a place. */
  onSortByDistance: () => void;
  renderLocations: RenderLocations;
};

/** The results grid, with each card's distance when searching near a place. */
export type RenderLocations = (
  locations: LocationCard[],
  extras: {
    distances?: readonly (number | null)[] | undefined;
    /** One card a row, beside the map. */
    compact?: boolean;
    /** The listing hovered here or on the map, and who to tell. */
    activeId?: string | null;
    onHover?: (id: string | null) => void;
  },
) => ReactNode;

/** Loading, error, empty, or the heading, sort, grid and pagination of one page of results. */
export function SearchResults({
  results,
  filters,
  onSort,
  onSortByDistance,
  renderLocations,
}: SearchResultsProps) {
  const { data } = results;
  if (results.isError) return <ResultsError error={results.error} onRetry={() => void results.refetch()} />;
  if (!data) return <ResultsLoading />;
  return (
    <div className="grid gap-6">
      <ResultsHeader
        total={data.total}
        sort={filters.sort}
        onSort={onSort}
        distance={
          data.near ? { byDistance: filters.place.byDistance, onChoose: onSortByDistance } : undefined
        }
      />
      {data.total === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <p className="text-lg font-semibold">No locations found</p>
          <p className="text-muted-foreground">Try adjusting your search or filters</p>
        </div>
      ) : (
        <div
          aria-busy={results.isPlaceholderData}
          className={cn('transition-opacity', results.isPlaceholderData && 'opacity-60')}
        >
          {renderLocations(data.items, { distances: data.distances })}
        </div>
      )}
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        hrefFor={(page) => searchHref({ ...filters, page })}
        className="pt-2"
      />
    </div>
  );
}
