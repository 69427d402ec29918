import { PROPERTY_OWNER_RESOURCES_PAGE } from '@setspot/domain/pages/page-texts';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ownerGuideSections, resourceLinks } from '../content/property-owner-resources';
import { focusRing } from '../styles';
import { CallToAction } from './call-to-action';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';

export function PropertyOwnerResourcesPage() {
  useDocumentTitle(PROPERTY_OWNER_RESOURCES_PAGE.page);
  return (
    <InfoPageLayout
      width="wide"
      eyebrow="For property owners"
      title="Property Owner Resources"
      lead="Guides, checklists and policies to help you list your space, price it well and host crews with confidence."
    >
      <section>
        <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">Guides and policies</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {resourceLinks.map((resource) => (
            <li key={resource.to}>
              <Link
                to={resource.to}
                className={`flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-indigo-600 ${focusRing}`}
              >
                <resource.icon aria-hidden="true" className="size-6 text-indigo-700" />
                <span className="mt-3 font-semibold text-slate-900">{resource.title}</span>
                <span className="mt-1 text-sm leading-6 text-slate-600">{resource.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12">
        <InfoSections sections={ownerGuideSections} />
      </div>

      <CallToAction
        title="Ready to list?"
        text="Four steps: Basic Info, Photos, Features and Pricing. You can edit your listing at any time."
        links={[
          { to: '/list-property', label: 'List Your Property', primary: true },
          { to: '/photography-tips', label: 'Read the photography tips' },
        ]}
      />
    </InfoPageLayout>
  );
}
