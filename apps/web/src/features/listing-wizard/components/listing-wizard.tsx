import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { ListingFlow, WizardStep } from '@setspot/domain/listings/listing-steps';
import { WIZARD_STEPS } from '@setspot/domain/shared/constants';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { InlineLoading } from '../../../components/ui/spinner';
import { UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { whenIdle } from '../../../lib/when-idle';
import type { PhotoItems } from '../hooks/use-photo-items';
import { focusFirstMissing } from '../lib/focus-first-missing';
import { WIZARD_STEP_INFO } from '../lib/wizard-steps';
import { BasicInfoStep } from './basic-info-step';
import { ListingPreviewCard } from './listing-preview-card';
import { StepHeading } from './step-heading';
import { UploadProgress } from './upload-progress';
import { WizardNavigation } from './wizard-navigation';
import { WizardProgress } from './wizard-progress';

// The step checks are the domain's zod schemas (about 25 KB gzipped): fetched once the browser is idle
// after the wizard shows, and awaited by a Next pressed before they have arrived.
const loadStepChecks = () => import('@setspot/domain/listings/listing-steps');

// Steps 2 to 4 (photos, features with their checkboxes and switches, pricing with its choices) come the
// same way: the first step is what the owner fills in first, and the rest arrive while they do.
const loadPhotosStep = () => import('./photos-step');
const loadFeaturesStep = () => import('./features-step');
const loadPricingStep = () => import('./pricing-step');
const PhotosStep = lazy(() => loadPhotosStep().then((module) => ({ default: module.PhotosStep })));
const FeaturesStep = lazy(() => loadFeaturesStep().then((module) => ({ default: module.FeaturesStep })));
const PricingStep = lazy(() => loadPricingStep().then((module) => ({ default: module.PricingStep })));

function preloadLaterSteps() {
  for (const load of [loadStepChecks, loadPhotosStep, loadFeaturesStep, loadPricingStep])
    void load().catch(() => {});
}

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
  // A second press while the checks load must not move (or save) twice.
  const checking = useRef(false);

  useEffect(() => whenIdle(preloadLaterSteps), []);

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

  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || checking.current) return;
    const values = form.getValues();
    checking.current = true;
    let error: string | null;
    try {
      const { listingStepError } = await loadStepChecks();
      error = listingStepError(flow, step, { ...values, images: photos.items });
    } catch {
      // The checks could not be fetched (offline): say so and let the owner try again.
      error = UNREACHABLE_MESSAGE;
    } finally {
      checking.current = false;
    }
    if (error) {
      setStepError(error);
      setShowErrors(true);
      showToast((toast) => toast.error(error, { id: 'listing-step-error' }));
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
          <Suspense fallback={<InlineLoading label="Loading this step..." />}>
            {step === 2 ? <PhotosStep photos={photos} flow={flow} /> : null}
            {step === 3 ? <FeaturesStep form={form} /> : null}
            {step === 4 ? <PricingStep form={form} showErrors={showErrors} /> : null}
          </Suspense>
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
