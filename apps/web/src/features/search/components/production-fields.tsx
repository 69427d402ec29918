import { NATURAL_LIGHT_OPTIONS, type NaturalLightOption } from '@setspot/domain/listings/listing-options';
import {
  FACET_CHOICES,
  type FacetKey,
  type Facets,
  type PermitChoice,
  type ProductionFilters,
} from '@setspot/domain/search/production-filters';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatCount } from '../../../lib/format-number';

type ProductionFieldsProps = {
  values: ProductionFilters;
  /** Counts beside each choice for the current search; absent while the first answer loads. */
  facets: Facets | undefined;
  onChange: (values: ProductionFilters) => void;
};

type NumberKey = 'minCeiling' | 'minPower' | 'minParking' | 'crew';

const NUMBER_FIELDS: readonly { key: NumberKey; label: string; any: string; unit: (n: string) => string }[] =
  [
    { key: 'minCeiling', label: 'Ceiling height', any: 'Any height', unit: (n) => `${n} ft or more` },
    { key: 'minPower', label: 'Power', any: 'Any power', unit: (n) => `${n} A or more` },
    { key: 'minParking', label: 'Parking', any: 'Any parking', unit: (n) => `${n}+ vehicles` },
    { key: 'crew', label: 'Crew size it holds', any: 'Any crew size', unit: (n) => `${n}+ people` },
  ];

const PERMIT_LABELS: Record<PermitChoice, string> = {
  required: 'Filming permit required',
  not_required: 'No permit required',
};

/** ' (12)' after a choice, from the facet counts. */
function countOf(facets: Facets | undefined, key: FacetKey, choice: string): string {
  const count = facets?.[key][FACET_CHOICES[key].indexOf(choice)];
  return count === undefined ? '' : ` (${formatCount(count)})`;
}

/**
 * What the shoot needs (ADR 0041): each filter with the count of matches beside every choice.
 * Native selects and checkboxes: no extra JavaScript on the search page.
 */
export function ProductionFields({ values, facets, onChange }: ProductionFieldsProps) {
  const id = useId();
  const set = (changes: Partial<ProductionFilters>) => onChange({ ...values, ...changes });
  const toggleLight = (option: NaturalLightOption) =>
    set({
      light: values.light.includes(option)
        ? values.light.filter((light) => light !== option)
        : NATURAL_LIGHT_OPTIONS.filter((light) => light === option || values.light.includes(light)),
    });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-sm font-semibold">Production needs</legend>
      {NUMBER_FIELDS.map(({ key, label, any, unit }) => (
        <div key={key} className="grid gap-1.5">
          <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
            {label}
          </label>
          <NativeSelect
            id={`${id}-${key}`}
            value={values[key] === undefined ? '' : String(values[key])}
            onChange={(event) => set({ [key]: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{any}</option>
            {FACET_CHOICES[key].map((choice) => (
              <option key={choice} value={choice}>
                {unit(choice)}
                {countOf(facets, key, choice)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-noise`} className="text-sm font-medium">
          Noise level at most
        </label>
        <NativeSelect
          id={`${id}-noise`}
          value={values.maxNoise ?? ''}
          onChange={(event) =>
            set({
              maxNoise: FACET_CHOICES.maxNoise.includes(event.target.value)
                ? (event.target.value as ProductionFilters['maxNoise'])
                : undefined,
            })
          }
        >
          <option value="">Any noise level</option>
          {FACET_CHOICES.maxNoise.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
              {countOf(facets, 'maxNoise', choice)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-permit`} className="text-sm font-medium">
          Permits
        </label>
        <NativeSelect
          id={`${id}-permit`}
          value={values.permit ?? ''}
          onChange={(event) => set({ permit: (event.target.value || undefined) as PermitChoice | undefined })}
        >
          <option value="">Either</option>
          {(['required', 'not_required'] as const).map((choice) => (
            <option key={choice} value={choice}>
              {PERMIT_LABELS[choice]}
              {countOf(facets, 'permit', choice)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Natural light</legend>
        {NATURAL_LIGHT_OPTIONS.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={values.light.includes(option)}
              onChange={() => toggleLight(option)}
            />
            {option}
            <span className="text-muted-foreground">{countOf(facets, 'light', option)}</span>
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.loadIn}
          onChange={(event) => set({ loadIn: event.target.checked })}
        />
        Has load-in notes
        <span className="text-muted-foreground">{countOf(facets, 'loadIn', 'yes')}</span>
      </label>
    </fieldset>
  );
}
