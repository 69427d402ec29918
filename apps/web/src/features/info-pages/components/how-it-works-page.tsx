import { HOW_IT_WORKS_PAGE } from '@setspot/domain/pages/page-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { filmmakerSteps, ownerSteps } from '../content/how-it-works';
import { CallToAction } from './call-to-action';
import { InfoPageLayout } from './info-page-layout';
import { RelatedLinks } from './related-links';

export function HowItWorksPage() {
  useDocumentTitle(HOW_IT_WORKS_PAGE.page);
  return (
    <InfoPageLayout
      width="wide"
      eyebrow="For filmmakers and owners"
      title="How It Works"
      lead="From search to wrap in four steps. SetSpot handles the booking, the payment and the messages in between, so you can spend your budget and your time on the shoot."
    >
      <ol className="grid gap-6 sm:grid-cols-2">
        {filmmakerSteps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              <p className="text-sm font-semibold text-indigo-700">Step {index + 1}</p>
            </div>
            <h2 className="mt-4 text-xl font-semibold text-slate-900">{step.title}</h2>
            <p className="mt-2 leading-7">{step.body}</p>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-600 marker:text-indigo-600">
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <CallToAction
        title="For property owners"
        text="Turn the days your space sits empty into income, on your terms."
        links={[
          { to: '/list-property', label: 'List Your Property', primary: true },
          { to: '/property-owner-resources', label: 'Owner resources' },
        ]}
      >
        <ol className="mt-4 space-y-2 leading-7">
          {ownerSteps.map((text, index) => (
            <li key={text} className="flex gap-3">
              <span className="font-semibold text-indigo-700 tabular-nums">{index + 1}.</span>
              {text}
            </li>
          ))}
        </ol>
      </CallToAction>

      <RelatedLinks
        heading="Want the details?"
        links={[
          { to: '/filmmaker-faq', label: 'Filmmaker FAQ' },
          { to: '/owner-faq', label: 'Owner FAQ' },
          { to: '/cancellation-policy', label: 'Cancellation Policy' },
        ]}
      />
    </InfoPageLayout>
  );
}
