import { LOCATION_TYPE_NAMES, type LocationType } from '@setspot/domain/listings/location-types';
import { cn } from '../../../lib/cn';

type TypeTabsProps = {
  /** The types present in every result of the search, ignoring its own type filter. */
  types: readonly LocationType[];
  selected: readonly LocationType[];
  onSelect: (types: LocationType[]) => void;
};

/**
 * 'All Types' and one tab per type present (product section 2, Search page): shown only with more
 * than one type, and on phones only the first two types.
 */
export function TypeTabs({ types, selected, onSelect }: TypeTabsProps) {
  if (types.length <= 1) return null;
  const tab = (label: string, pressed: boolean, onClick: () => void, className?: string) => (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        pressed ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex min-w-0 gap-1 overflow-x-auto rounded-lg bg-muted p-1">
      <legend className="sr-only">Location types</legend>
      {tab('All Types', selected.length === 0, () => onSelect([]))}
      {types.map((type, index) => (
        <span key={type} className={cn('flex', index >= 2 && 'max-sm:hidden')}>
          {tab(LOCATION_TYPE_NAMES[type], selected.length === 1 && selected[0] === type, () =>
            onSelect([type]),
          )}
        </span>
      ))}
    </fieldset>
  );
}
