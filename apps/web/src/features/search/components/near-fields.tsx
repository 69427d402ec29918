import { type PlaceFilters, RADIUS_CHOICES, type RadiusChoice } from '@setspot/domain/search/place-filters';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';

type NearFieldsProps = {
  values: PlaceFilters;
  onChange: (values: PlaceFilters) => void;
};

/** 'Near' a city or ZIP code within a radius (ADR 0041); looked up offline by the API. */
export function NearFields({ values, onChange }: NearFieldsProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Near a place</legend>
      <label htmlFor={`${id}-near`} className="text-sm font-semibold">
        Near
      </label>
      <Input
        id={`${id}-near`}
        value={values.near}
        placeholder="City or ZIP code"
        autoComplete="off"
        onChange={(event) => onChange({ ...values, near: event.target.value })}
      />
      <label htmlFor={`${id}-radius`} className="sr-only">
        Radius
      </label>
      <NativeSelect
        id={`${id}-radius`}
        value={String(values.radius)}
        onChange={(event) => onChange({ ...values, radius: Number(event.target.value) as RadiusChoice })}
      >
        {RADIUS_CHOICES.map((miles) => (
          <option key={miles} value={String(miles)}>
            Within {miles} miles
          </option>
        ))}
      </NativeSelect>
    </fieldset>
  );
}
