import { filmmakerFaqGroups } from '../content/filmmaker-faq';
import { useDocumentTitle } from '../hooks/use-document-title';
import { FaqAccordion } from './faq-accordion';
import { InfoPageLayout } from './info-page-layout';
import { RelatedLinks } from './related-links';

export function FilmmakerFaqPage() {
  useDocumentTitle('Filmmaker FAQ | SetSpot');
  return (
    <InfoPageLayout
      eyebrow="For filmmakers"
      title="Filmmaker FAQ"
      lead="Finding, booking and shooting at a SetSpot location on an independent budget."
    >
      <FaqAccordion groups={filmmakerFaqGroups} />
      <RelatedLinks
        heading="Ready to find your location?"
        links={[
          { to: '/search', label: 'Browse locations' },
          { to: '/filmmaker-guidelines', label: 'Filmmaker Guidelines' },
          { to: '/cancellation-policy', label: 'Cancellation Policy' },
        ]}
      />
    </InfoPageLayout>
  );
}
