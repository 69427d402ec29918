import { CALENDAR_MONTHS } from '@setspot/domain/common/constants';
import { type DateRange, DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import './booking-calendar.css';

type BookingCalendarProps = {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  /** Past days, days held by other bookings and days the listing does not offer. */
  disabled: Matcher[];
  firstMonth: Date;
  /** Today in the listing's zone, which may differ from the reader's. */
  today: Date;
  footer: string;
};

/**
 * The 2-month range picker (product sections 2 and 9). A new click after a full range starts a new
 * range, and a range that would include a day that cannot be booked starts over at the clicked day.
 */
export function BookingCalendar({
  selected,
  onSelect,
  disabled,
  firstMonth,
  today,
  footer,
}: BookingCalendarProps) {
  return (
    <DayPicker
      className="booking-calendar"
      mode="range"
      numberOfMonths={CALENDAR_MONTHS}
      selected={selected}
      onSelect={onSelect}
      disabled={disabled}
      excludeDisabled
      resetOnSelect
      startMonth={firstMonth}
      today={today}
      defaultMonth={selected?.from ?? firstMonth}
      autoFocus
      footer={footer}
    />
  );
}
