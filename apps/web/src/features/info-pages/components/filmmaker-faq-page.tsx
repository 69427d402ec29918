import { FILMMAKER_FAQ_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { filmmakerFaqGroups } from '../content/filmmaker-faq';
import { FaqAccordion } from './faq-accordion';
import { InfoPageLayout } from './info-page-layout';
import { RelatedLinks } from './related-links';

export function FilmmakerFaqPage() {
  useDocumentTitle(FILMMAKER_FAQ_PAGE.page);
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
