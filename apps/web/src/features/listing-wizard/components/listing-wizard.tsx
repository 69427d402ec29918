import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { type ListingFlow, listingStepError, type WizardStep } from '@setspot/domain/listings/listing-steps';
import { WIZARD_STEPS } from '@setspot/domain/shared/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import type { PhotoItems } from '../hooks/use-photo-items';
import { focusFirstMissing } from '../lib/focus-first-missing';
import { WIZARD_STEP_INFO } from '../lib/wizard-steps';
import { BasicInfoStep } from './basic-info-step';
import { FeaturesStep } from './features-step';
import { ListingPreviewCard } from './listing-preview-card';
import { PhotosStep } from './photos-step';
import { PricingStep } from './pricing-step';
import { StepHeading } from './step-heading';
import { UploadProgress } from './upload-progress';
import { WizardNavigation } from './wizard-navigation';
import { WizardProgress } from './wizard-progress';

type ListingWizardProps = {
  flow: ListingFlow;
  form: UseFormReturn<ListingFormState>;
  photos: PhotoItems;
  busy: boolean;
  /** The photo upload under way: how many files and the share sent (0 to 1). */
  upload: { count: number; share: number } | null;
  onSubmit: (values: ListingFormState) => void;
};

/**
 * The four steps of spec section 2 with the live preview. Next checks the current step first
 * (spec section 4 'Wizards'); only step 4 saves.
 */
export function ListingWizard({ flow, form, photos, busy, upload, onSubmit }: ListingWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const [stepError, setStepError] = useState<string | null>(null);
  // Marks the empty required fields after a refused Next, until the step changes.
  const [showErrors, setShowErrors] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The message goes once the owner changes something; the marked fields show what is still missing.
  useEffect(() => {
    const subscription = form.watch(() => setStepError(null));
    return () => subscription.unsubscribe();
  }, [form]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of photos is the trigger.
  useEffect(() => setStepError(null), [photos.items]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger: a new step's heading takes focus.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, [step]);

  const goTo = (next: WizardStep) => {
    moved.current = true;
    setStepError(null);
    setShowErrors(false);
    setStep(next);
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const values = form.getValues();
    const error = listingStepError(flow, step, { ...values, images: photos.items });
    if (error) {
      setStepError(error);
      setShowErrors(true);
      toast.error(error, { id: 'listing-step-error' });
      focusFirstMissing(form, step, flow);
      return;
    }
    setStepError(null);
    if (step < WIZARD_STEPS) goTo((step + 1) as WizardStep);
    else onSubmit(values);
  };

  const info = WIZARD_STEP_INFO[step];
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="grid gap-6 p-5 sm:p-6">
        <WizardProgress step={step} />
        <form noValidate onSubmit={onFormSubmit} className="grid gap-6" aria-label={info.name}>
          <StepHeading ref={heading} title={info.name} description={info.description} />
          {step === 1 ? <BasicInfoStep form={form} flow={flow} showErrors={showErrors} /> : null}
          {step === 2 ? <PhotosStep photos={photos} flow={flow} /> : null}
          {step === 3 ? <FeaturesStep form={form} /> : null}
          {step === 4 ? <PricingStep form={form} showErrors={showErrors} /> : null}
          {stepError ? <Alert variant="destructive">{stepError}</Alert> : null}
          {upload ? <UploadProgress share={upload.share} count={upload.count} /> : null}
          <WizardNavigation
            flow={flow}
            step={step}
            busy={busy}
            onBack={() => goTo((step - 1) as WizardStep)}
          />
        </form>
      </Card>
      <aside aria-label="Listing preview" className="grid gap-3 lg:sticky lg:top-24">
        <h2 className="text-sm font-semibold text-muted-foreground uppercase tracking-wide">Preview</h2>
        <ListingPreviewCard control={form.control} photoUrl={photos.items[0]?.url} />
      </aside>
    </div>
  );
}
