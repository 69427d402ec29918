import type { LocationCard } from '@setspot/domain/listings/location-views';
import { Clapperboard } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useFeaturedLocations } from '../api/get-featured-locations';
import { CardsLoading } from './cards-loading';

// Below the fold: the cards' code loads when the section nears the screen (the home page has a
// JavaScript budget), while their data is asked for at once.
const LocationCardGrid = lazy(() =>
  import('./location-card-grid').then((module) => ({ default: module.LocationCardGrid })),
);

/** Home page: up to three featured locations, or an invitation to list the first one. */
export function FeaturedLocations({
  renderAction,
}: {
  /** A control on each card from the composing page (Save). */
  renderAction?: (location: LocationCard) => ReactNode;
}) {
  const featured = useFeaturedLocations();
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const loading = <CardsLoading count={3} label="Loading featured locations..." />;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="featured-heading"
      className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
            Featured Locations
          </h2>
          <p className="text-muted-foreground">Spaces filmmakers are booking right now.</p>
        </div>
        <Link to={paths.search} className={buttonClasses({ variant: 'outline' })}>
          View all locations
        </Link>
      </div>
      {featured.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-5 text-destructive-strong"
        >
          <p className="font-semibold">Featured locations could not be loaded</p>
          <p className="text-sm">{errorMessage(featured.error)}</p>
          <Button variant="outline" onClick={() => void featured.refetch()}>
            Retry
          </Button>
        </div>
      ) : !featured.data || !near ? (
        loading
      ) : featured.data.items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
          <Clapperboard aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg font-semibold">No locations available yet.</p>
          <Link to={paths.listProperty} className={buttonClasses({})}>
            Be the first to list your property!
          </Link>
        </div>
      ) : (
        <Suspense fallback={loading}>
          <LocationCardGrid locations={featured.data.items} renderAction={renderAction} />
        </Suspense>
      )}
    </section>
  );
}
