import { describe, expect, it } from 'vitest';
import { inProcessTimeZone } from '../testing/process-time-zone.ts';
import {
  addDays,
  calendarDateOfLocalDate,
  compareDates,
  daysBetween,
  fromDayNumber,
  isCalendarDate,
  localDateOfCalendarDate,
  toDayNumber,
} from './calendar-date.ts';

describe('toDayNumber', () => {
  it('counts days from 1970-01-01', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber('1969-12-31')).toBe(-1);
  });

  it('accepts leap days only in leap years', () => {
    expect(toDayNumber('2024-02-29')).not.toBeNull();
    expect(toDayNumber('2000-02-29')).not.toBeNull();
    expect(toDayNumber('2023-02-29')).toBeNull();
    expect(toDayNumber('1900-02-29')).toBeNull();
  });

  it.each([
    '2024-02-30',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-1-01',
    '2024-01-01T00:00',
    ' 2024-01-01',
    '',
  ])('refuses %j', (text) => {
    expect(toDayNumber(text)).toBeNull();
    expect(isCalendarDate(text)).toBe(false);
  });

  it('refuses values that are not text', () => {
    expect(isCalendarDate(20240101)).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('counts whole days across month, year and DST boundaries', () => {
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2); // US spring forward on 03-10
    expect(daysBetween('2024-10-26', '2024-10-28')).toBe(2); // EU fall back on 10-27
    expect(daysBetween('2023-12-31', '2024-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-01-10', '2024-01-01')).toBe(-9);
  });

  it('adds days, rolling months and years over', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(fromDayNumber(0)).toBe('1970-01-01');
  });

  it('compares dates', () => {
    expect(compareDates('2024-01-02', '2024-01-01')).toBe(1);
    expect(compareDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareDates('2024-01-01', '2024-01-01')).toBe(0);
  });

  it('throws on invalid dates instead of guessing', () => {
    expect(() => daysBetween('2024-02-30', '2024-03-01')).toThrow(RangeError);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
});

describe('date picker conversions', () => {
  it.each(['UTC', 'Pacific/Auckland', 'America/Los_Angeles'])('keep the picked day with TZ=%s', (zone) => {
    inProcessTimeZone(zone, () => {
      const picked = new Date(2024, 5, 10); // what a picker hands out: local midnight
      expect(calendarDateOfLocalDate(picked)).toBe('2024-06-10');
      const shown = localDateOfCalendarDate('2024-06-10');
      expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours()]).toEqual([
        2024, 5, 10, 0,
      ]);
    });
  });

  it('is where toISOString goes wrong east of UTC', () => {
    inProcessTimeZone('Pacific/Auckland', () => {
      expect(new Date(2024, 5, 10).toISOString().slice(0, 10)).toBe('2024-06-09');
    });
  });

  it('refuses an invalid calendar date', () => {
    expect(() => localDateOfCalendarDate('2024-02-30')).toThrow(RangeError);
  });
});
