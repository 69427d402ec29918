import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { AMENITY_OPTIONS, FEATURE_OPTIONS } from '@setspot/domain/listings/listing-options';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Textarea } from '../../../components/ui/textarea';
import { CheckboxGroup } from './checkbox-group';
import { Field } from './field';
import { ScoutFields } from './scout-fields';

/** Step 3 (product section 5): no checks; features, amenities, rules and the scout fields. */
export function FeaturesStep({ form }: { form: UseFormReturn<ListingFormState> }) {
  const { control, register } = form;
  return (
    <div className="grid gap-8">
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <CheckboxGroup
            legend="Features"
            options={FEATURE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="amenities"
        render={({ field }) => (
          <CheckboxGroup
            legend="Amenities"
            options={AMENITY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Field label="House rules" hint="One rule per line, e.g. No smoking indoors.">
        {({ id, describedBy }) => (
          <Textarea id={id} aria-describedby={describedBy} rows={4} {...register('rules')} />
        )}
      </Field>
      <ScoutFields form={form} />
    </div>
  );
}
