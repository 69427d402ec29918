import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { LOCATION_TYPES, locationTypeName } from '@setspot/domain/listings/location-types';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Field } from './field';

type PropertyTypeSelectProps = { form: UseFormReturn<ListingFormState>; invalid: true | undefined };

/** Spec section 3 location types, shown by name and stored lower-cased. */
export function PropertyTypeSelect({ form, invalid }: PropertyTypeSelectProps) {
  return (
    <Field label="Property type">
      {({ id }) => (
        <Controller
          control={form.control}
          name="propertyType"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur} aria-invalid={invalid}>
                <SelectValue placeholder="Select a type" />
              </SelectTrigger>
              <SelectContent>
                {LOCATION_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {locationTypeName(type)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </Field>
  );
}
