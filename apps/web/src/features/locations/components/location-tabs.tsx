import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FeaturesTab } from './features-tab';
import { OverviewTab } from './overview-tab';
import { type ReviewSlots, ReviewsTab } from './reviews-tab';

/** Signed-in detail tabs. The second reads 'Features & Rules' on desktop and 'Features' on phones. */
type LocationTabsProps = {
  location: LocationDetail;
  className?: string;
  reviewSlots?: ReviewSlots | undefined;
};

/** With a review form (a booking to review), the page opens on the Reviews tab. */
export function LocationTabs({ location, className, reviewSlots }: LocationTabsProps) {
  return (
    <Tabs defaultValue={reviewSlots?.form ? 'reviews' : 'overview'} className={className}>
      <TabsList aria-label="Location details">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="features">
          <span className="lg:hidden">Features</span>
          <span className="max-lg:hidden">Features &amp; Rules</span>
        </TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab location={location} />
      </TabsContent>
      <TabsContent value="features">
        <FeaturesTab location={location} />
      </TabsContent>
      <TabsContent value="reviews">
        <ReviewsTab locationId={location.id} slots={reviewSlots} />
      </TabsContent>
    </Tabs>
  );
}
