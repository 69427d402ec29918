import {
  LOCATION_TYPE_NAMES,
  LOCATION_TYPES,
  type LocationType,
} from '@setspot/domain/listings/location-types';
import { cn } from '../../../lib/cn';

type TypeTogglesProps = {
  selected: readonly LocationType[];
  onChange: (types: LocationType[]) => void;
};

/** One toggle per location type; any number may be on, none means every type. */
export function TypeToggles({ selected, onChange }: TypeTogglesProps) {
  const toggle = (type: LocationType) =>
    onChange(
      selected.includes(type)
        ? selected.filter((t) => t !== type)
        : LOCATION_TYPES.filter((t) => t === type || selected.includes(t)),
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold">Location type</legend>
      <div className="flex flex-wrap gap-2">
        {LOCATION_TYPES.map((type) => {
          const on = selected.includes(type);
          return (
            <button
              key={type}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(type)}
              className={cn(
                'h-8 rounded-full border px-3 text-sm font-medium transition-colors',
                on
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:bg-muted',
              )}
            >
              {LOCATION_TYPE_NAMES[type]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
