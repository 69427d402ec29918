import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { ListingFlow, WizardStep } from '@setspot/domain/listings/listing-steps';
import type { UseFormReturn } from 'react-hook-form';
import { requiredBasics } from './wizard-steps';

/** After a refused Next, keyboard and screen reader users land on the first field still empty. */
export function focusFirstMissing(
  form: UseFormReturn<ListingFormState>,
  step: WizardStep,
  flow: ListingFlow,
) {
  const values = form.getValues();
  const pricing: (keyof ListingFormState)[] =
    values.pricingType === 'hourly' ? ['pricePerDay', 'pricePerHour'] : ['pricePerDay'];
  const fields = step === 1 ? requiredBasics(flow) : step === 4 ? pricing : [];
  const missing = fields.find((name) => !String(values[name] ?? '').trim());
  if (missing) form.setFocus(missing);
}
