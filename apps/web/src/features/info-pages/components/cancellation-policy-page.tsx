import { CANCELLATION_POLICY_PAGE } from '@setspot/domain/pages/page-texts';
import { Clock } from 'lucide-react';
import { useRef } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { additionalInformation, importantNotes, pardonableEvents } from '../content/cancellation-policy';
import { useScrolledBetween } from '../hooks/use-scrolled-between';
import { InfoPageLayout } from './info-page-layout';
import { PolicyLinkBar } from './policy-link-bar';
import { RefundTiers } from './refund-tiers';
import { RichText } from './rich-text';

const heading = 'text-xl font-semibold text-slate-900 sm:text-2xl';
const bulletList = 'mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-indigo-600';

export function CancellationPolicyPage() {
  useDocumentTitle(CANCELLATION_POLICY_PAGE.page);
  const headerRef = useRef<HTMLElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const barVisible = useScrolledBetween(headerRef, endRef);

  return (
    <InfoPageLayout
      headerRef={headerRef}
      paddingBottom="pb-28"
      eyebrow="Policies"
      title="Cancellation Policy"
      lead="Plans change. This policy sets out exactly what is refunded when a booking is cancelled. It is the same for every location on SetSpot."
    >
      <section id="refund-tiers" className="scroll-mt-24">
        <h2 className={heading}>Refund tiers</h2>
        <p className="mt-4 leading-7">
          Your refund depends on how long before the start of your booking you cancel. The percentages apply
          to the booking fee.
        </p>
        <RefundTiers />
      </section>

      <section id="pardonable-events" className="mt-12 scroll-mt-24">
        <h2 className={heading}>Pardonable events</h2>
        <p className="mt-4 leading-7">
          If your shoot cannot go ahead because of one of these events, you get a full refund including the
          service fee, whenever you cancel.
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {pardonableEvents.map((event) => (
            <li key={event.name} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{event.name}</p>
              <p className="mt-1 text-sm leading-6 text-slate-600">Documentation: {event.documentation}.</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex gap-3 rounded-lg bg-indigo-50 p-4 leading-7 text-slate-800">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-700" />
          <span>
            Submit documentation within 48 hours of the cancellation request. Without it, the standard refund
            tiers apply.
          </span>
        </p>
      </section>

      <section id="important-notes" className="mt-12 scroll-mt-24">
        <h2 className={heading}>Important notes</h2>
        <ul className={bulletList}>
          {importantNotes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <li key={index}>
              <RichText content={note} />
            </li>
          ))}
        </ul>
      </section>

      <section id="additional-information" className="mt-12 scroll-mt-24">
        <h2 className={heading}>Additional information</h2>
        <ul className={bulletList}>
          {additionalInformation.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <li key={index}>
              <RichText content={item} />
            </li>
          ))}
        </ul>
      </section>

      <div ref={endRef} aria-hidden="true" />
      <PolicyLinkBar visible={barVisible} />
    </InfoPageLayout>
  );
}
