import { calendarDateOfLocalDate, localDateOfCalendarDate } from '@setspot/domain/common/calendar-date';
import { BREAKPOINTS } from '@setspot/domain/common/constants';
import { calendarDateAt } from '@setspot/domain/common/time-zone';
import type { Availability } from '@setspot/domain/listings/availability';
import { isDayBlocked } from '@setspot/domain/listings/availability';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useUnavailableDates } from '../api/get-unavailable-dates';
import { firstBookableDay } from '../lib/bookable-days';
import { bookingLengthNote } from '../lib/booking-length-note';
import { formatBookingDay, formatBookingRange } from '../lib/format-booking-dates';
import { BookingCalendar } from './booking-calendar';
import { DatesChooserFrame } from './dates-chooser-frame';

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

/** The dates button of the booking panel; the 2-month calendar opens beside it, or as a sheet on phones. */
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
  // The calendar's days are the listing's: its 'today' is today there (not on the reader's clock), and
  // a request expires when its first day starts, so the earliest start is tomorrow there. Keyboard
  // focus thus starts on the first day that can be booked, never on a today that cannot.
  const today = calendarDateAt(new Date(), timeZone);
  const rules = held.data?.rules;
  // The owner's notice and horizon (ADR 0039), as the server worked them out just now.
  const firstDay = firstBookableDay(today, rules);
  const lengthNote = rules ? bookingLengthNote(value, rules) : null;
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.tablet - 0.02}px)`);
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
      <DatesChooserFrame
        sheet={phone}
        open={open}
        onOpenChange={setOpen}
        canClear={Boolean(value.start)}
        onClear={() => onChange({})}
        trigger={
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
        }
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
          today={localDateOfCalendarDate(today)}
          disabled={[
            { before: localDateOfCalendarDate(firstDay) },
            ...(rules ? [{ after: localDateOfCalendarDate(rules.latestEnd) }] : []),
            (day: Date) => isDayBlocked(calendarDateOfLocalDate(day), availability, ranges),
          ]}
          footer={
            lengthNote
              ? lengthNote
              : value.start && value.end
                ? `Selected ${formatBookingRange(value.start, value.end)}.`
                : value.start
                  ? `Starts ${formatBookingDay(value.start)}. Now choose the last day.`
                  : 'Choose the first day of your shoot.'
          }
        />
      </DatesChooserFrame>
    </div>
  );
}
