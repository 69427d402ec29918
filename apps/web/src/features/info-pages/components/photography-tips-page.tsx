import { PHOTOGRAPHY_TIPS_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { photoPlan, tipSections } from '../content/photography-tips';
import { CallToAction } from './call-to-action';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';

export function PhotographyTipsPage() {
  useDocumentTitle(PHOTOGRAPHY_TIPS_PAGE.page);
  return (
    <InfoPageLayout
      eyebrow="For property owners"
      title="Photography Tips"
      lead="Location scouts decide from your photos. A phone camera and these tips are all you need to show your space at its best."
    >
      <section>
        <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">Plan your four photos</h2>
        <p className="mt-4 leading-7">Each listing holds up to 4 photos, so give every one a job:</p>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {photoPlan.map((photo, index) => (
            <li key={photo.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white tabular-nums">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{photo.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{photo.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-12">
        <InfoSections sections={tipSections} />
      </div>

      <CallToAction
        title="Put your photos to work"
        text="Add new photos to an existing listing, or create your first one."
        links={[
          { to: '/owner/listings', label: 'Go to My Listings' },
          { to: '/list-property', label: 'List Your Property', primary: true },
        ]}
      />
    </InfoPageLayout>
  );
}
