import { PRICE_TIP_DAILY, PRICE_TIP_HOURLY } from '@setspot/domain/common/constants';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { PricingType } from '@setspot/domain/listings/listing-options';
import { type ComponentProps, lazy, Suspense, useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';
import { AvailabilityFields } from './availability-fields';

// Lazy: the list-property route is at its JavaScript budget; the hint needs the fees from the server anyway.
const EarningsHint = lazy(() => import('./earnings-hint'));

const PRICING_TYPE_LABELS: Record<PricingType, string> = { daily: 'Daily', hourly: 'Hourly' };

type PricingStepProps = { form: UseFormReturn<ListingFormState>; showErrors: boolean };

/** Step 4 (product sections 5 and 9): the daily price always, the hourly one for hourly pricing, availability. */
export function PricingStep({ form, showErrors }: PricingStepProps) {
  const { control, register } = form;
  const id = useId();
  const [pricingType, pricePerDay, pricePerHour] = useWatch({
    control,
    name: ['pricingType', 'pricePerDay', 'pricePerHour'],
  });
  const hourly = pricingType === 'hourly';
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend id={`${id}-type`} className="mb-3 text-sm font-semibold">
          Pricing type
        </legend>
        <Controller
          control={control}
          name="pricingType"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={`${id}-type`}
              value={field.value}
              onValueChange={(value) => field.onChange(value as PricingType)}
              className="flex flex-wrap gap-6"
            >
              {(['daily', 'hourly'] as const).map((type) => (
                <div key={type} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${type}`} value={type} />
                  <Label htmlFor={`${id}-${type}`} className="font-normal">
                    {PRICING_TYPE_LABELS[type]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <PriceField
          label="Price per day ($)"
          tip={PRICE_TIP_DAILY}
          invalid={showErrors && !pricePerDay.trim()}
          {...register('pricePerDay')}
        />
        <PriceField
          label={hourly ? 'Price per hour ($)' : 'Price per hour ($, optional)'}
          tip={PRICE_TIP_HOURLY}
          invalid={showErrors && hourly && !pricePerHour.trim()}
          {...register('pricePerHour')}
        />
        <Suspense fallback={null}>
          <EarningsHint price={pricePerDay} />
        </Suspense>
      </div>
      <AvailabilityFields form={form} />
    </div>
  );
}

type PriceFieldProps = ComponentProps<'input'> & { label: string; tip: string; invalid: boolean };

/** A dollar amount to the cent, with the spec's price tip beneath it. */
function PriceField({ label, tip, invalid, ...inputProps }: PriceFieldProps) {
  return (
    <TextField
      label={label}
      type="number"
      min={0}
      step={0.01}
      inputMode="decimal"
      hint={`Price tip: most locations charge ${tip}.`}
      aria-invalid={invalid || undefined}
      {...inputProps}
    />
  );
}
