import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { LOCATION_TYPES, locationTypeName } from '@setspot/domain/listings/location-types';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '../../../components/ui/native-select';
import { Field } from './field';

type PropertyTypeSelectProps = { form: UseFormReturn<ListingFormState>; invalid: true | undefined };

/**
 * Product section 3 location types, shown by name and stored lower-cased. The browser's own select:
 * the wizard's first step stays within its JavaScript budget, and phones show their picker.
 */
export function PropertyTypeSelect({ form, invalid }: PropertyTypeSelectProps) {
  return (
    <Field label="Property type">
      {({ id }) => (
        <NativeSelect id={id} aria-invalid={invalid} {...form.register('propertyType')}>
          <option value="" disabled>
            Select a type
          </option>
          {LOCATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {locationTypeName(type)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
