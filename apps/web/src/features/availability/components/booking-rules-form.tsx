import type { BookingRules } from '@setspot/domain/availability/availability-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSaveBookingRules } from '../api/owner-calendar';

type NumberRule = Exclude<keyof BookingRules, 'instantBook'>;
const FIELDS: { key: NumberRule; label: string; hint: string; min: number; max: number }[] = [
  { key: 'minDays', label: 'Minimum days per booking', hint: '1 to 90', min: 1, max: 90 },
  { key: 'maxDays', label: 'Maximum days per booking', hint: '1 to 90', min: 1, max: 90 },
  {
    key: 'noticeDays',
    label: 'Minimum notice (days)',
    hint: 'e.g. 2: requests start 2 days from now or later',
    min: 0,
    max: 90,
  },
  {
    key: 'horizonDays',
    label: 'How far ahead (days)',
    hint: 'e.g. 180 for about 6 months',
    min: 1,
    max: 730,
  },
];

/** The listing's booking rules; the API checks every request against them. */
export function BookingRulesForm({ listingId, rules }: { listingId: string; rules: BookingRules }) {
  const [values, setValues] = useState<Record<NumberRule, string>>({
    minDays: String(rules.minDays),
    maxDays: String(rules.maxDays),
    noticeDays: String(rules.noticeDays),
    horizonDays: String(rules.horizonDays),
  });
  const [instantBook, setInstantBook] = useState(rules.instantBook);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const save = useSaveBookingRules(listingId);
  // The last answer speaks of the values sent; once one changes it would speak of others.
  const edit = (change: () => void) => {
    change();
    setStatus(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      minDays: Number(values.minDays),
      maxDays: Number(values.maxDays),
      noticeDays: Number(values.noticeDays),
      horizonDays: Number(values.horizonDays),
      instantBook,
    };
    save.mutate(next, {
      onSuccess: () => setStatus({ text: 'Booking rules saved', error: false }),
      onError: (error) => setStatus({ text: errorMessage(error), error: true }),
    });
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="rules-heading"
      className="grid gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="rules-heading" className="text-lg font-semibold">
        Booking rules
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            hint={field.hint}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            required
            value={values[field.key]}
            onChange={(event) => edit(() => setValues({ ...values, [field.key]: event.target.value }))}
          />
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id="instant-book"
          checked={instantBook}
          onCheckedChange={(checked) => edit(() => setInstantBook(checked))}
        />
        <Label htmlFor="instant-book">
          Instant Book: requests are confirmed once paid (at least 24 hours' notice)
        </Label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          Save rules
        </Button>
        <p role="status" className={status?.error ? 'text-sm text-destructive-strong' : 'text-sm'}>
          {status?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
