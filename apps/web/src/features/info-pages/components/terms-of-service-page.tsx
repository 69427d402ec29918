import { TERMS_OF_SERVICE_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { termsSections } from '../content/terms-of-service';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';
import { PageToc } from './page-toc';

export function TermsOfServicePage() {
  useDocumentTitle(TERMS_OF_SERVICE_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Terms of Service"
      lead="The rules that apply when you list, book or shoot through SetSpot. Please read them before your first booking."
    >
      <PageToc sections={termsSections} />
      <InfoSections sections={termsSections} />
    </InfoPageLayout>
  );
}
