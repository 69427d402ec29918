import { WIZARD_STEPS } from '@setspot/domain/common/constants';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { ListingFlow, WizardStep } from '@setspot/domain/listings/listing-steps';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { InlineLoading } from '../../../components/ui/spinner';
import { UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { whenIdle } from '../../../lib/when-idle';
import type { PhotoItems } from '../hooks/use-photo-items';
import { focusFirstMissing } from '../lib/focus-first-missing';
import type { PinControl } from '../lib/pin-state';
import { STEP_PARAM, stepFromSearch, WIZARD_STEP_INFO, WIZARD_STEP_NUMBERS } from '../lib/wizard-steps';
import { BasicInfoStep } from './basic-info-step';
import { ListingPreviewCard } from './listing-preview-card';
import { StepHeading } from './step-heading';
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
// Shown only while photos upload, after Submit.
const loadUploadProgress = () => import('./upload-progress');
const UploadProgress = lazy(() =>
  loadUploadProgress().then((module) => ({ default: module.UploadProgress })),
);

function preloadLaterSteps() {
  for (const load of [loadStepChecks, loadPhotosStep, loadFeaturesStep, loadPricingStep, loadUploadProgress])
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
  pinControl: PinControl;
};

/**
 * The four steps of product section 2 with the live preview. Next checks the current step first
 * (product section 4 'Wizards'), and the ones before it; only step 4 saves. The step is in the address
 * (?step=2), so the browser's Back and a reload keep the owner where they were.
 */
export function ListingWizard(props: ListingWizardProps) {
  const { flow, form, photos, busy, upload, onSubmit, pinControl } = props;
  const [search] = useSearchParams();
  const step = stepFromSearch(search);
  const navigate = useNavigate();
  const location = useLocation();
  // A refused Next's message and the step it belongs to: it goes once the owner changes something
  // or the step changes, however it changes (the browser's Back included).
  const [refusal, setRefusal] = useState<{ step: WizardStep; error: string } | null>(null);
  const stepError = refusal?.step === step ? refusal.error : null;
  // The empty required fields are marked while the refusal stands.
  const [markedStep, setMarkedStep] = useState<WizardStep | null>(null);
  const showErrors = markedStep === step;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A second press while the checks load must not move (or save) twice.
  const checking = useRef(false);

  useEffect(() => whenIdle(preloadLaterSteps), []);

  // The message goes once the owner changes something; the marked fields show what is still missing.
  useEffect(() => {
    const subscription = form.watch(() => setRefusal(null));
    return () => subscription.unsubscribe();
  }, [form]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of photos is the trigger.
  useEffect(() => setRefusal(null), [photos.items]);

  // A new step (by Next, Back or the browser's own buttons): its heading takes focus.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, [step]);

  /**
   * Next adds the new step to the browser's history, so the browser's Back goes a step back. Going
   * back or to an earlier step that needs something takes the current entry's place instead.
   */
  const goTo = (next: WizardStep, how: 'next' | 'jump') => {
    const params = new URLSearchParams(search);
    params.set(STEP_PARAM, String(next));
    // `wizardStep` marks an entry reached by Next from the step before it.
    const state = how === 'next' ? { wizardStep: next } : null;
    navigate({ search: `?${params}` }, { replace: how === 'jump', state });
  };

  const back = () => {
    const previous = (step - 1) as WizardStep;
    const state = location.state as { wizardStep?: number } | null;
    // The entry before this one is the previous step: going back there keeps history as the browser's Back would.
    if (state?.wizardStep === step) navigate(-1);
    else goTo(previous, 'jump');
  };

  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || checking.current) return;
    const values = form.getValues();
    checking.current = true;
    let failed: { step: WizardStep; error: string } | null = null;
    try {
      const { listingStepError } = await loadStepChecks();
      // This step and every one before it: after a reload or an address typed by hand, an earlier
      // step may be missing something (photos that could not be kept, say).
      for (const number of WIZARD_STEP_NUMBERS.filter((number) => number <= step)) {
        const error = listingStepError(flow, number, { ...values, images: photos.items });
        if (error) {
          failed = { step: number, error };
          break;
        }
      }
    } catch {
      // The checks could not be fetched (offline): say so and let the owner try again.
      failed = { step, error: UNREACHABLE_MESSAGE };
    } finally {
      checking.current = false;
    }
    if (failed) {
      if (failed.step !== step) goTo(failed.step, 'jump');
      setRefusal(failed);
      setMarkedStep(failed.step);
      focusFirstMissing(form, failed.step, flow);
      return;
    }
    setRefusal(null);
    setMarkedStep(null);
    if (step < WIZARD_STEPS) goTo((step + 1) as WizardStep, 'next');
    else onSubmit(values);
  };

  const info = WIZARD_STEP_INFO[step];
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="grid gap-6 p-5 sm:p-6">
        <WizardProgress step={step} />
        <form noValidate onSubmit={onFormSubmit} className="grid gap-6" aria-label={info.name}>
          <StepHeading ref={heading} title={info.name} description={info.description} />
          {step === 1 ? (
            <BasicInfoStep form={form} flow={flow} showErrors={showErrors} pinControl={pinControl} />
          ) : null}
          <Suspense fallback={<InlineLoading label="Loading this step..." />}>
            {step === 2 ? <PhotosStep photos={photos} flow={flow} /> : null}
            {step === 3 ? <FeaturesStep form={form} /> : null}
            {step === 4 ? <PricingStep form={form} showErrors={showErrors} /> : null}
          </Suspense>
          {stepError ? <Alert variant="destructive">{stepError}</Alert> : null}
          {upload ? (
            <Suspense fallback={null}>
              <UploadProgress share={upload.share} count={upload.count} />
            </Suspense>
          ) : null}
          <WizardNavigation flow={flow} step={step} busy={busy} onBack={back} />
        </form>
      </Card>
      <aside aria-label="Listing preview" className="grid gap-3 lg:sticky lg:top-24">
        <h2 className="text-sm font-semibold text-muted-foreground uppercase tracking-wide">Preview</h2>
        <ListingPreviewCard control={form.control} photoUrl={photos.items[0]?.url} />
      </aside>
    </div>
  );
}
