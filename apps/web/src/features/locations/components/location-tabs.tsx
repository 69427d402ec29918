import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FeaturesTab } from './features-tab';
import { OverviewTab } from './overview-tab';
import { ReviewsTab } from './reviews-tab';

/** Signed-in detail tabs. The second reads 'Features & Rules' on desktop and 'Features' on phones. */
export function LocationTabs({ location, className }: { location: LocationDetail; className?: string }) {
  return (
    <Tabs defaultValue="overview" className={className}>
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
        <ReviewsTab locationId={location.id} />
      </TabsContent>
    </Tabs>
  );
}
