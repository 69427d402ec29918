import { OWNER_FAQ_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ownerFaqGroups } from '../content/owner-faq';
import { FaqAccordion } from './faq-accordion';
import { InfoPageLayout } from './info-page-layout';
import { RelatedLinks } from './related-links';

export function OwnerFaqPage() {
  useDocumentTitle(OWNER_FAQ_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="For property owners"
      title="Owner FAQ"
      lead="Listing your space, answering booking requests and getting paid on SetSpot."
    >
      <FaqAccordion groups={ownerFaqGroups} />
      <RelatedLinks
        heading="More for owners"
        links={[
          { to: '/list-property', label: 'List your property' },
          { to: '/property-owner-resources', label: 'Owner resources' },
          { to: '/owner-guidelines', label: 'Owner Guidelines' },
        ]}
      />
    </InfoPageLayout>
  );
}
