import { localDateOfCalendarDate } from '@setspot/domain/common/calendar-date';
import { BREAKPOINTS } from '@setspot/domain/common/constants';
import { type DateRange, DayPicker, labelDayButton } from 'react-day-picker';
import 'react-day-picker/style.css';
import { calendarDateOfLocalDate } from '@setspot/domain/common/calendar-date';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type CalendarDays, dayDescription } from '../lib/calendar-days';
import './owner-month-view.css';

type OwnerMonthViewProps = {
  days: CalendarDays;
  today: string;
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
};

/**
 * The owner's month view: two months side by side on desktop, one on phones. Arrow keys move a day or
 * a week, Page Up/Down a month (react-day-picker's grid); each day's name says what holds it.
 */
export function OwnerMonthView({ days, today, selected, onSelect }: OwnerMonthViewProps) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.tablet - 0.02}px)`);
  const is = (test: (date: string) => boolean) => (day: Date) => test(calendarDateOfLocalDate(day));
  return (
    <DayPicker
      className="owner-calendar"
      mode="range"
      numberOfMonths={phone ? 1 : 2}
      selected={selected}
      onSelect={onSelect}
      today={localDateOfCalendarDate(today)}
      startMonth={localDateOfCalendarDate(`${today.slice(0, 8)}01`)}
      disabled={{ before: localDateOfCalendarDate(today) }}
      modifiers={{
        confirmed: is((date) => days.booked.get(date)?.status === 'confirmed'),
        requested: is((date) => days.booked.get(date)?.status === 'pending'),
        blocked: is((date) => days.blocked.has(date)),
        imported: is((date) => days.imported.has(date)),
        excluded: is((date) => days.isExcluded(date)),
      }}
      modifiersClassNames={{
        confirmed: 'day-confirmed',
        requested: 'day-requested',
        blocked: 'day-blocked',
        imported: 'day-imported',
        excluded: 'day-excluded',
      }}
      labels={{
        labelDayButton: (date, modifiers, options) =>
          `${labelDayButton(date, modifiers, options)}, ${dayDescription(days, date)}`,
      }}
    />
  );
}
