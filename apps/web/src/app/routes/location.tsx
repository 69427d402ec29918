import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { LocationDetailPage } from '../../features/locations/components/location-detail-page';
import { MessageOwnerLink } from '../../features/messaging/components/message-owner-link';
import { useSession } from '../../lib/auth/get-me';
import { renderSave } from './save-slot';

// The panel brings the calendar (react-day-picker, date-fns): loaded only when a signed-in user opens a
// listing, so the location page paints without it and home and search never carry it.
const BookingPanel = lazy(() =>
  import('../../features/bookings/components/booking-panel').then((m) => ({ default: m.BookingPanel })),
);

// The review form and reply action (features/reviews) load with the Reviews tab's data, not before.
const LocationReviewForm = lazy(() =>
  import('../../features/reviews/components/location-review-form').then((m) => ({
    default: m.LocationReviewForm,
  })),
);
// 'Report' (ADR 0038) loads only for signed-in viewers of someone else's listing.
const ReportButton = lazy(() =>
  import('../../features/reports/components/report-button').then((m) => ({ default: m.ReportButton })),
);
const ReviewReplyAction = lazy(() =>
  import('../../features/reviews/components/review-reply-action').then((m) => ({
    default: m.ReviewReplyAction,
  })),
);

/**
 * The locations feature draws the page; the bookings feature supplies the booking panel, messaging
 * 'Message Owner', the reviews feature the review form (with ?bookingId=, product section 2) and the
 * owner's reply under a review.
 */
export function LocationRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const bookingId = useSearchParams()[0].get('bookingId');
  return (
    <LocationDetailPage
      key={id}
      id={id}
      renderSave={renderSave}
      reviewSlots={{
        form: bookingId ? (
          <Suspense fallback={null}>
            <LocationReviewForm bookingId={bookingId} />
          </Suspense>
        ) : undefined,
        footer: (review) => (
          <>
            {review.canReply ? (
              <Suspense fallback={null}>
                <ReviewReplyAction review={review} />
              </Suspense>
            ) : null}
            {user && review.reviewerId !== user.id ? (
              <Suspense fallback={null}>
                <ReportButton targetType="review" targetId={review.id} what="this review" />
              </Suspense>
            ) : null}
          </>
        ),
      }}
      renderBookingPanel={(location) => (
        <Suspense fallback={<BookingPanelLoading />}>
          <BookingPanel location={location} />
        </Suspense>
      )}
      renderOwnerContact={(location) => (
        <>
          {user?.userType === 'filmmaker' && location.owner.id && location.owner.id !== user.id ? (
            <MessageOwnerLink ownerId={location.owner.id} locationId={location.id} />
          ) : null}
          {user && location.owner.id !== user.id ? (
            <Suspense fallback={null}>
              <ReportButton targetType="listing" targetId={location.id} what="this listing" />
              {location.owner.id ? (
                <ReportButton
                  targetType="user"
                  targetId={location.owner.id}
                  what="this owner"
                  label="Report owner"
                />
              ) : null}
            </Suspense>
          ) : null}
        </>
      )}
    />
  );
}

function BookingPanelLoading() {
  return (
    <div className="grid gap-4 rounded-xl border border-border p-6">
      <p role="status" className="sr-only">
        Loading booking panel...
      </p>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
