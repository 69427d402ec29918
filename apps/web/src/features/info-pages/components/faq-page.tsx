import { FAQ_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { faqGroups } from '../content/faq';
import { FaqAccordion } from './faq-accordion';
import { InfoPageLayout } from './info-page-layout';
import { RelatedLinks } from './related-links';
import { RichText } from './rich-text';

export function FaqPage() {
  useDocumentTitle(FAQ_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="Help center"
      title="Frequently Asked Questions"
      lead={
        <RichText
          content={[
            'Quick answers about SetSpot for filmmakers and property owners. For more detail, see the ',
            { to: '/filmmaker-faq', label: 'Filmmaker FAQ' },
            ' and the ',
            { to: '/owner-faq', label: 'Owner FAQ' },
            '.',
          ]}
        />
      }
    >
      <FaqAccordion groups={faqGroups} />
      <RelatedLinks
        heading="Still have questions?"
        links={[
          { to: '/filmmaker-faq', label: 'Filmmaker FAQ' },
          { to: '/owner-faq', label: 'Owner FAQ' },
          { to: '/contact', label: 'Contact us' },
        ]}
      />
    </InfoPageLayout>
  );
}
