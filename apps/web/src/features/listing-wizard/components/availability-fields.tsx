import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

const DAYS = [
  { name: 'availability.weekdays', label: 'Weekdays', hint: 'Monday to Friday' },
  { name: 'availability.weekends', label: 'Weekends', hint: 'Saturday and Sunday' },
  { name: 'availability.holidays', label: 'Holidays', hint: 'US federal holidays' },
] as const;

/**
 * Which kinds of days can be booked (product section 9 defaults: weekdays and weekends on, holidays off),
 * and Instant Book (ADR 0039, off unless turned on).
 */
export function AvailabilityFields({ form }: { form: UseFormReturn<ListingFormState> }) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">Availability</legend>
      {DAYS.map(({ name, label, hint }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-lg border border-border px-4 py-3">
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${name}`}>{label}</Label>
                <span className="text-sm text-muted-foreground">{hint}</span>
              </div>
              <Switch id={`${id}-${name}`} checked={field.value} onCheckedChange={field.onChange} />
            </div>
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="instantBook"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border px-4 py-3">
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-instant-book`}>Instant Book</Label>
              <span className="text-sm text-muted-foreground">
                Requests are confirmed once paid, with no approval step (at least 24 hours' notice)
              </span>
            </div>
            <Switch id={`${id}-instant-book`} checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
    </fieldset>
  );
}
