import { DISTANCE_SORT } from '@setspot/domain/search/place-filters';
import { isSortValue, SORT_OPTIONS, type SortValue } from '@setspot/domain/search/sort-options';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';

type ResultsHeaderProps = {
  total: number;
  sort: SortValue;
  onSort: (sort: SortValue) => void;
  /** With a place to be near: 'Distance' is offered, and `byDistance` says it is chosen. */
  distance?: { byDistance: boolean; onChoose: () => void } | undefined;
};

/** '{n} Location(s) (showing page results)' and the sort (architecture section 2: it works). */
export function ResultsHeader({ total, sort, onSort, distance }: ResultsHeaderProps) {
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold tracking-tight">
        {total} Location(s) <span className="font-normal text-muted-foreground">(showing page results)</span>
      </h2>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-muted-foreground">
          Sort by:
        </label>
        <NativeSelect
          id={sortId}
          value={distance?.byDistance ? DISTANCE_SORT : sort}
          onChange={(event) => {
            if (event.target.value === DISTANCE_SORT) distance?.onChoose();
            else if (isSortValue(event.target.value)) onSort(event.target.value);
          }}
          className="w-44"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {distance ? <option value={DISTANCE_SORT}>Distance</option> : null}
        </NativeSelect>
      </div>
    </div>
  );
}
