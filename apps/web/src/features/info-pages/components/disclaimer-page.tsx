import { disclaimerSections } from '../content/disclaimer';
import { useDocumentTitle } from '../hooks/use-document-title';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';

export function DisclaimerPage() {
  useDocumentTitle('Disclaimer | SetSpot');
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
