import { useId } from 'react';
import { Input } from '../../../components/ui/input';

export type DateValues = {
  from?: string | undefined;
  to?: string | undefined;
  instantBook?: boolean | undefined;
};

/** First and last day of one date range, as the form holds them: both or neither, in order. */
export function orderedDates({ from, to, instantBook }: DateValues): DateValues {
  const first = from || to;
  const last = to || from;
  const range = first && last ? (first <= last ? { from: first, to: last } : { from: last, to: first }) : {};
  return { from: undefined, to: undefined, ...range, instantBook: instantBook || undefined };
}

/**
 * The 'Dates' range of the search filters (ADR 0039): the first and last day of the shoot, native
 * date inputs (keyboard and screen reader ready, no calendar code to load), and Instant Book.
 */
export function DatesFields({
  value,
  onChange,
}: {
  value: DateValues;
  onChange: (value: DateValues) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const instantId = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold">Dates</legend>
      <div className="grid gap-2">
        <div className="grid gap-1">
          <label htmlFor={fromId} className="text-sm">
            First day
          </label>
          <Input
            id={fromId}
            type="date"
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={toId} className="text-sm">
            Last day
          </label>
          <Input
            id={toId}
            type="date"
            min={value.from}
            value={value.to ?? ''}
            onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
          />
        </div>
      </div>
      <label htmlFor={instantId} className="flex items-center gap-2 text-sm">
        <input
          id={instantId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={value.instantBook ?? false}
          onChange={(event) => onChange({ ...value, instantBook: event.target.checked || undefined })}
        />
        Instant Book only
      </label>
    </fieldset>
  );
}
