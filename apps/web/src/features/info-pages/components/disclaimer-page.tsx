import { DISCLAIMER_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { disclaimerSections } from '../content/disclaimer';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';

export function DisclaimerPage() {
  useDocumentTitle(DISCLAIMER_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Disclaimer"
      lead="What SetSpot is responsible for, and what owners and filmmakers are responsible for themselves."
    >
      <InfoSections sections={disclaimerSections} />
    </InfoPageLayout>
  );
}
