import { WIZARD_STEPS } from '@setspot/domain/common/constants';
import type { ListingFlow, WizardStep } from '@setspot/domain/listings/listing-steps';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

type WizardNavigationProps = { flow: ListingFlow; step: WizardStep; busy: boolean; onBack: () => void };

/** Back and Next; on the last step Next becomes 'Submit Listing' ('Update Listing' when editing). */
export function WizardNavigation({ flow, step, busy, onBack }: WizardNavigationProps) {
  const last = step === WIZARD_STEPS;
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border pt-5">
      <Button variant="outline" onClick={onBack} disabled={step === 1 || busy}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {last ? (
          <>
            {busy ? <Spinner className="text-primary-foreground" /> : null}
            {flow === 'create' ? 'Submit Listing' : 'Update Listing'}
          </>
        ) : (
          <>
            Next
            <ArrowRight aria-hidden="true" />
          </>
        )}
      </Button>
    </div>
  );
}
