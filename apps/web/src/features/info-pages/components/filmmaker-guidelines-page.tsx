import { FILMMAKER_GUIDELINES_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { filmmakerGuidelineSections } from '../content/filmmaker-guidelines';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';
import { RelatedLinks } from './related-links';

export function FilmmakerGuidelinesPage() {
  useDocumentTitle(FILMMAKER_GUIDELINES_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="For filmmakers"
      title="Filmmaker Guidelines"
      lead="Owners open their homes and businesses to productions they trust. Follow these guidelines and the next crew gets the same welcome."
    >
      <InfoSections sections={filmmakerGuidelineSections} />
      <RelatedLinks
        heading="Before your shoot"
        links={[
          { to: '/filmmaker-faq', label: 'Filmmaker FAQ' },
          { to: '/cancellation-policy', label: 'Cancellation Policy' },
          { to: '/terms-of-service', label: 'Terms of Service' },
        ]}
      />
    </InfoPageLayout>
  );
}
