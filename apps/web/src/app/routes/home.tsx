import { Hero } from '../../features/home/components/hero';
import { HowItWorksSteps } from '../../features/home/components/how-it-works-steps';
import { OwnerCallToAction } from '../../features/home/components/owner-call-to-action';
import { Testimonials } from '../../features/home/components/testimonials';
import { FeaturedLocations } from '../../features/locations/components/featured-locations';
import { useDocumentTitle } from '../../lib/use-document-title';
import { renderSave } from './save-slot';

/** Product section 1, in its order: hero, explainer, featured locations, owners, testimonials. */
export function HomeRoute() {
  useDocumentTitle('Find and List Filming Locations');
  return (
    <>
      <Hero />
      <HowItWorksSteps />
      <FeaturedLocations renderAction={renderSave} />
      <OwnerCallToAction />
      <Testimonials />
    </>
  );
}
