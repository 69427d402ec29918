import {
  MIN_SIZE_ANY,
  MIN_SIZE_OPTIONS,
  type MinSizeOption,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
} from '@setspot/domain/common/constants';
import type { Facets } from '@setspot/domain/search/production-filters';
import type { SearchFilters } from '@setspot/domain/search/search-filters';
import { priceLabel, SEARCH_DEFAULTS } from '@setspot/domain/search/search-url';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { RangeSlider } from '../../../components/ui/range-slider';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/format-number';
import { DatesFields, orderedDates } from './dates-fields';
import { NearFields } from './near-fields';
import { ProductionFields } from './production-fields';
import { TypeToggles } from './type-toggles';

export type FilterValues = Pick<
  SearchFilters,
  'types' | 'priceRange' | 'minSize' | 'from' | 'to' | 'instantBook' | 'production' | 'place'
>;

type FilterFormProps = {
  id: string;
  initial: FilterValues;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
  className?: string;
  /** Counts beside the production filters' choices. */
  facets?: Facets | undefined;
};

const DEFAULT_VALUES: FilterValues = {
  types: SEARCH_DEFAULTS.types,
  priceRange: SEARCH_DEFAULTS.priceRange,
  minSize: SEARCH_DEFAULTS.minSize,
  from: undefined,
  to: undefined,
  instantBook: undefined,
  production: SEARCH_DEFAULTS.production,
  place: SEARCH_DEFAULTS.place,
};

const sizeLabel = (size: MinSizeOption) =>
  size === MIN_SIZE_ANY ? 'Any size' : `${formatCount(size)} sq ft`;

/** Types, price and size are chosen here and take effect on Apply (product section 4, Search). */
export function FilterForm({ id, initial, onApply, onClear, className, facets }: FilterFormProps) {
  const [values, setValues] = useState(initial);
  const sizeId = useId();
  const [low, high] = values.priceRange;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...values, ...orderedDates(values) });
  };
  const clear = () => {
    setValues(DEFAULT_VALUES);
    onClear();
  };

  return (
    <form id={id} aria-label="Filters" onSubmit={onSubmit} className={cn('grid gap-6', className)}>
      <DatesFields value={values} onChange={(dates) => setValues({ ...values, ...dates })} />
      <NearFields values={values.place} onChange={(place) => setValues({ ...values, place })} />
      <TypeToggles selected={values.types} onChange={(types) => setValues({ ...values, types })} />
      <fieldset className="grid gap-3">
        <legend className="sr-only">Price per day</legend>
        <div className="flex items-baseline justify-between gap-2">
          <span aria-hidden="true" className="text-sm font-semibold">
            Price per day
          </span>
          <output className="text-sm text-muted-foreground">
            {priceLabel(low)} – {priceLabel(high)}
          </output>
        </div>
        <RangeSlider
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={values.priceRange}
          onValueChange={(priceRange) => setValues({ ...values, priceRange })}
          thumbLabels={['Minimum price', 'Maximum price']}
          formatValue={priceLabel}
        />
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor={sizeId} className="text-sm font-semibold">
          Minimum size
        </label>
        <NativeSelect
          id={sizeId}
          value={String(values.minSize)}
          onChange={(event) => {
            const minSize = MIN_SIZE_OPTIONS.find((size) => String(size) === event.target.value);
            setValues({ ...values, minSize: minSize ?? MIN_SIZE_ANY });
          }}
        >
          {MIN_SIZE_OPTIONS.map((size) => (
            <option key={size} value={String(size)}>
              {sizeLabel(size)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ProductionFields
        values={values.production}
        facets={facets}
        onChange={(production) => setValues({ ...values, production })}
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          Apply
        </Button>
        <Button variant="outline" className="flex-1" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
