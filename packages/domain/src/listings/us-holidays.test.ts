import { describe, expect, it } from 'vitest';
import { dayOfWeek, isUsFederalHoliday, usFederalHolidays } from './us-holidays.ts';

describe('dayOfWeek', () => {
  it('counts Sunday as 0', () => {
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('2024-06-09')).toBe(0);
    expect(dayOfWeek('2024-06-15')).toBe(6);
    expect(dayOfWeek('1969-12-31')).toBe(3);
  });
});

describe('usFederalHolidays', () => {
  it('knows the 2024 dates', () => {
    expect(usFederalHolidays(2024)).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-02-19',
      '2024-05-27',
      '2024-06-19',
      '2024-07-04',
      '2024-09-02',
      '2024-10-14',
      '2024-11-11',
      '2024-11-28',
      '2024-12-25',
    ]);
  });

  it('finds the last Monday of May when May has five Mondays', () => {
    expect(usFederalHolidays(2025)).toContain('2025-05-26');
    expect(usFederalHolidays(2021)).toContain('2021-05-31');
  });

  it('answers for single dates', () => {
    expect(isUsFederalHoliday('2025-11-27')).toBe(true);
    expect(isUsFederalHoliday('2025-11-28')).toBe(false);
    expect(() => isUsFederalHoliday('2025-02-30')).toThrow(RangeError);
  });
});
