import type { Availability } from '@setspot/domain/listings/availability';
import { isDayBlocked } from '@setspot/domain/listings/availability';
import {
  addDays,
  calendarDateOfLocalDate,
  localDateOfCalendarDate,
} from '@setspot/domain/shared/calendar-date';
import { calendarDateAt } from '@setspot/domain/shared/time-zone';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useUnavailableDates } from '../api/get-unavailable-dates';
import { formatBookingDay, formatBookingRange } from '../lib/format-booking-dates';
import { BookingCalendar } from './booking-calendar';

export type BookingDates = { start?: string; end?: string };

type BookingDatesFieldProps = {
  locationId: string;
  availability: Availability;
  /** The listing's zone: the first day that can be requested is tomorrow there (bookings contract). */
  timeZone: string;
  value: BookingDates;
  onChange: (dates: BookingDates) => void;
  disabled?: boolean;
};

/** The dates button of the booking panel; the 2-month calendar opens over the page beside it. */
export function BookingDatesField({
  locationId,
  availability,
  timeZone,
  value,
  onChange,
  disabled,
}: BookingDatesFieldProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const held = useUnavailableDates(locationId);
  const ranges = held.data?.unavailableDates ?? [];
  // A request expires when its first day starts, so the earliest start is tomorrow in the listing's zone.
  const firstDay = addDays(calendarDateAt(new Date(), timeZone), 1);
  const selected: DateRange | undefined = value.start
    ? {
        from: localDateOfCalendarDate(value.start),
        to: value.end ? localDateOfCalendarDate(value.end) : undefined,
      }
    : undefined;

  const select = (range: DateRange | undefined) => {
    const start = range?.from ? calendarDateOfLocalDate(range.from) : undefined;
    const end = range?.to ? calendarDateOfLocalDate(range.to) : undefined;
    onChange({ ...(start ? { start } : {}), ...(end ? { end } : {}) });
    // The second click completes the range: the calendar has done its job.
    if (start && end && value.start && !value.end) setOpen(false);
  };

  const text =
    value.start && value.end
      ? formatBookingRange(value.start, value.end)
      : value.start
        ? `${formatBookingDay(value.start)} – pick the last day`
        : 'Choose start and end dates';

  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium leading-none">
        Dates
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            className={cn(
              'h-11 w-full justify-start text-base font-normal',
              !value.end && 'text-muted-foreground',
            )}
          >
            <CalendarDays aria-hidden="true" />
            <span id={valueId} className="truncate">
              {text}
            </span>
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-label="Choose booking dates"
            className="z-50 grid max-h-[var(--radix-popover-content-available-height)] w-[calc(100vw-1rem)] gap-3 overflow-y-auto rounded-xl border border-border bg-surface p-4 shadow-xl sm:w-auto"
          >
            {held.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" />
                Checking availability...
              </p>
            ) : null}
            {held.isError ? (
              <p role="alert" className="text-sm text-destructive-strong">
                Booked dates could not be loaded; the dates you choose are checked when you submit.{' '}
                <button type="button" className="font-medium underline" onClick={() => void held.refetch()}>
                  Try again
                </button>
              </p>
            ) : null}
            <BookingCalendar
              selected={selected}
              onSelect={select}
              firstMonth={localDateOfCalendarDate(firstDay)}
              disabled={[
                { before: localDateOfCalendarDate(firstDay) },
                (day: Date) => isDayBlocked(calendarDateOfLocalDate(day), availability, ranges),
              ]}
              footer={
                value.start && value.end
                  ? `Selected ${formatBookingRange(value.start, value.end)}.`
                  : value.start
                    ? `Starts ${formatBookingDay(value.start)}. Now choose the last day.`
                    : 'Choose the first day of your shoot.'
              }
            />
            <div className="flex items-center justify-between gap-3 border-t border-border pt-3">
              <Button variant="ghost" size="sm" disabled={!value.start} onClick={() => onChange({})}>
                Clear dates
              </Button>
              <Popover.Close asChild>
                <Button size="sm">Done</Button>
              </Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
