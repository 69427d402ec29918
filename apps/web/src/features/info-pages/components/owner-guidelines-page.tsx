import { OWNER_GUIDELINES_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ownerGuidelineSections } from '../content/owner-guidelines';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';
import { RelatedLinks } from './related-links';

export function OwnerGuidelinesPage() {
  useDocumentTitle(OWNER_GUIDELINES_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="For property owners"
      title="Owner Guidelines"
      lead="Owners who describe their space honestly, answer quickly and prepare well get booked again and again. Here is what we expect from every host."
    >
      <InfoSections sections={ownerGuidelineSections} />
      <RelatedLinks
        heading="More for owners"
        links={[
          { to: '/property-owner-resources', label: 'Owner resources' },
          { to: '/owner-faq', label: 'Owner FAQ' },
          { to: '/terms-of-service', label: 'Terms of Service' },
        ]}
      />
    </InfoPageLayout>
  );
}
