import { DEFAULT_BOOKING_RULES } from '@setspot/domain/availability/availability-rules';
import { toDayNumber } from '@setspot/domain/common/calendar-date';
import { startOfDay } from '@setspot/domain/common/time-zone';
import { describe, expect, it } from 'vitest';
import { dateFilter } from './date-filter.ts';
import { DayBits } from './day-bits.ts';

const EVERY_DAY = { weekdays: true, weekends: true, holidays: true };

/** A row in each zone (row 0 in the first), each open every day with no notice. */
function listingsIn(...zones: string[]) {
  const days = new DayBits(toDayNumber('2027-03-01')!);
  days.grow(32);
  for (const [row, timeZone] of zones.entries()) {
    days.put(row, { timeZone, availability: EVERY_DAY, rules: DEFAULT_BOOKING_RULES, busyDays: [] });
  }
  return days;
}

/** Which of `rows` (a mask of the first word's rows) may start a one-day booking on `date` at `nowMs`. */
function bookable(days: DayBits, date: string, nowMs: number, rows = 0b11) {
  const filter = dateFilter(days, { from: date, to: date, instantOnly: false }, nowMs);
  return filter?.keep(0, rows);
}

describe('dateFilter: the notice judged in each listing’s zone at the question’s minute', () => {
  // With no notice a booking may start tomorrow, in the listing's zone: Auckland's 10 March begins
  // at 11:00 UTC on the 9th, Los Angeles' at 08:00 UTC on the 10th.
  const aucklandDayBegins = startOfDay('2027-03-10', 'Pacific/Auckland').getTime();
  const losAngelesDayBegins = startOfDay('2027-03-10', 'America/Los_Angeles').getTime();
  const MINUTE = 60_000;

  it('moves the first bookable day in each zone at the minute its day begins, and back', () => {
    const days = listingsIn('America/Los_Angeles', 'Pacific/Auckland');
    expect(bookable(days, '2027-03-10', aucklandDayBegins - MINUTE)).toBe(0b11);
    expect(bookable(days, '2027-03-10', aucklandDayBegins)).toBe(0b01);
    expect(bookable(days, '2027-03-10', losAngelesDayBegins - MINUTE)).toBe(0b01);
    expect(bookable(days, '2027-03-10', losAngelesDayBegins)).toBe(0b00);
    expect(bookable(days, '2027-03-11', losAngelesDayBegins)).toBe(0b11);
    // A clock set back (tests, another instance's clock) is judged afresh, not by the last minute's days.
    expect(bookable(days, '2027-03-10', aucklandDayBegins - MINUTE)).toBe(0b11);
  });

  it('judges every instant of a minute alike, and a zone whose days begin on the half hour', () => {
    const days = listingsIn('America/Los_Angeles', 'Pacific/Auckland');
    expect(bookable(days, '2027-03-10', aucklandDayBegins + 59_999)).toBe(0b01);
    expect(bookable(days, '2027-03-10', aucklandDayBegins - 1)).toBe(0b11);
    // Kolkata's 10 March begins at 18:30 UTC on the 9th, inside a UTC hour.
    const kolkata = listingsIn('Asia/Kolkata');
    const kolkataDayBegins = startOfDay('2027-03-10', 'Asia/Kolkata').getTime();
    expect(bookable(kolkata, '2027-03-10', kolkataDayBegins - MINUTE, 0b1)).toBe(0b1);
    expect(bookable(kolkata, '2027-03-10', kolkataDayBegins, 0b1)).toBe(0b0);
  });
});
