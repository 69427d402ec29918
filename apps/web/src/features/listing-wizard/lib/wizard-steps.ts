import type { ListingFlow, WizardStep } from '@setspot/domain/listings/listing-steps';

type StepInfo = { name: string; description: string };

/** Product section 2: the four steps of the listing wizard, in order. */
export const WIZARD_STEP_INFO: Readonly<Record<WizardStep, StepInfo>> = {
  1: { name: 'Basic Info', description: 'Tell filmmakers what your space is and where it is.' },
  2: {
    name: 'Photos',
    description: 'Add 1 to 4 photos of up to 10MB each. The first photo is the primary one shown in search.',
  },
  3: {
    name: 'Features',
    description: 'What the space offers, its rules, and details location scouts look for.',
  },
  4: { name: 'Pricing', description: 'Set your rate and when the space is available.' },
};

export const WIZARD_STEP_NUMBERS: readonly WizardStep[] = [1, 2, 3, 4];

/**
 * The step is part of the address (?step=2), so the browser's Back and a reload stay in the wizard
 * at the right step. Anything else in the parameter means step 1.
 */
export const STEP_PARAM = 'step';
export const PHOTOS_STEP_SEARCH = `?${STEP_PARAM}=2`;

export function stepFromSearch(search: URLSearchParams): WizardStep {
  const step = Number(search.get(STEP_PARAM));
  return WIZARD_STEP_NUMBERS.find((number) => number === step) ?? 1;
}

/** Fields a step needs, so a failed check can mark exactly those that are empty. */
export function requiredBasics(flow: ListingFlow) {
  const fields = ['propertyName', 'propertyType', 'description', 'address', 'city', 'state'] as const;
  return flow === 'create' ? [...fields, 'zip' as const] : [...fields];
}
