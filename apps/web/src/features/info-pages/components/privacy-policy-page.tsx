import { PRIVACY_POLICY_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { privacySections } from '../content/privacy-policy';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';
import { PageToc } from './page-toc';

export function PrivacyPolicyPage() {
  useDocumentTitle(PRIVACY_POLICY_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What personal data SetSpot collects, why, who can see it and how you stay in control of it."
    >
      <PageToc sections={privacySections} />
      <InfoSections sections={privacySections} />
    </InfoPageLayout>
  );
}
