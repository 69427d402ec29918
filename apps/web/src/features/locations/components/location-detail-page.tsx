import {
  ERROR_LOADING_LOCATION_DETAILS,
  LOCATION_NOT_FOUND_TITLE,
} from '@setspot/domain/listings/location-texts';
import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { ApiError } from '../../../lib/api-client';
import { useViewer } from '../../../lib/auth/viewer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocationDetail } from '../api/get-location';
import { LocationDetailLoading, TabsLoading } from './location-detail-loading';
import { LocationGallery } from './location-gallery';
import { LocationNotFound } from './location-not-found';
import type { ReviewSlots } from './reviews-tab';
import { VisitorLocationView } from './visitor-location-view';

// The tabs (Radix Tabs, the overview, features and reviews) are for signed-in users only: visitors
// get the short view, so their first load (and the page the server draws for them) goes without.
const loadTabs = () => import('./location-tabs');
const LocationTabs = lazy(() => loadTabs().then((m) => ({ default: m.LocationTabs })));

type LocationDetailPageProps = {
  id: string;
  /** The booking panel beside the tabs; supplied by the page that composes this one. */
  renderBookingPanel: (location: LocationDetail) => ReactNode;
  /** Under the booking panel: a way to reach the owner ('Message Owner'), from the page that composes this one. */
  renderOwnerContact?: (location: LocationDetail) => ReactNode;
  /** The review form and reply actions in the Reviews tab; supplied by the composing page. */
  reviewSlots?: ReviewSlots;
  /** Above the gallery: a control from the composing page (Save to a board). */
  renderSave?: (location: LocationDetail) => ReactNode;
};

/** Product section 2, Location detail: loading, the full or the visitor's view, or not found. */
export function LocationDetailPage({
  id,
  renderBookingPanel,
  renderOwnerContact,
  reviewSlots,
  renderSave,
}: LocationDetailPageProps) {
  const detail = useLocationDetail(id);
  const viewer = useViewer();
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  useDocumentTitle(detail.data?.name ?? (notFound ? LOCATION_NOT_FOUND_TITLE : 'Location Details'));
  // Signed in: fetch the tabs' code while the listing itself loads, not after.
  if (viewer.signedIn) void loadTabs();

  if (notFound) return <LocationNotFound />;
  if (detail.isError)
    return (
      <LoadFailure
        error={detail.error}
        onRetry={() => void detail.refetch()}
        title={ERROR_LOADING_LOCATION_DETAILS}
        level="h1"
        size="large"
      />
    );
  if (!detail.data) return <LocationDetailLoading />;
  const location = detail.data;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      {renderSave ? <div className="-mb-4 flex justify-end">{renderSave(location)}</div> : null}
      <LocationGallery location={location} />
      {viewer.signedIn ? (
        // Phones: the panel comes before the tabs; desktop: beside them, sticky while scrolling.
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            {renderBookingPanel(location)}
            {renderOwnerContact?.(location)}
          </div>
          <Suspense fallback={<TabsLoading className="min-w-0 lg:col-start-1 lg:row-start-1" />}>
            <LocationTabs
              location={location}
              reviewSlots={reviewSlots}
              className="min-w-0 lg:col-start-1 lg:row-start-1"
            />
          </Suspense>
        </div>
      ) : (
        <VisitorLocationView location={location} />
      )}
    </div>
  );
}
