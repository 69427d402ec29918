import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { ListingFlow } from '@setspot/domain/listings/listing-steps';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import type { PinControl } from '../lib/pin-state';
import { requiredBasics } from '../lib/wizard-steps';
import { Field } from './field';
import { PinSection } from './pin-section';
import { PropertyTypeSelect } from './property-type-select';

type BasicInfoStepProps = {
  form: UseFormReturn<ListingFormState>;
  flow: ListingFlow;
  /** After a refused Next: the empty required fields are marked invalid. */
  showErrors: boolean;
  /** The owner's pin on the map (ADR 0041). */
  pinControl: PinControl;
};

/** Step 1: name, type, description, address and size (product section 5). */
export function BasicInfoStep({ form, flow, showErrors, pinControl }: BasicInfoStepProps) {
  const { register, control } = form;
  const values = useWatch({ control });
  const required = new Set<string>(requiredBasics(flow));
  const invalid = (name: keyof ListingFormState) =>
    showErrors && required.has(name) && !String(values[name] ?? '').trim() ? true : undefined;

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Property name"
          placeholder="e.g. Sunlit Downtown Loft"
          autoComplete="off"
          aria-invalid={invalid('propertyName')}
          {...register('propertyName')}
        />
        <PropertyTypeSelect form={form} invalid={invalid('propertyType')} />
      </div>
      <Field label="Description">
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            rows={5}
            placeholder="Describe the space, its look and what makes it great for filming"
            aria-invalid={invalid('description')}
            {...register('description')}
          />
        )}
      </Field>
      <TextField
        label="Street address"
        autoComplete="street-address"
        aria-invalid={invalid('address')}
        {...register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="City"
          autoComplete="address-level2"
          aria-invalid={invalid('city')}
          {...register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          aria-invalid={invalid('state')}
          {...register('state')}
        />
        <TextField
          label={flow === 'create' ? 'Zip code' : 'Zip code (optional)'}
          autoComplete="postal-code"
          inputMode="numeric"
          aria-invalid={invalid('zip')}
          {...register('zip')}
        />
      </div>
      <PinSection control={control} pinControl={pinControl} />
      <div className="grid grid-cols-2 gap-5">
        <TextField label="Square footage (optional)" type="number" min={0} {...register('squareFootage')} />
        <TextField label="Rooms (optional)" type="number" min={0} step={1} {...register('rooms')} />
      </div>
    </div>
  );
}
