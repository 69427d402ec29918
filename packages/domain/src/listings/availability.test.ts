import { describe, expect, it } from 'vitest';
import { firstBlockedDay, isDayBlocked, isDayOffered, rangesOverlap } from './availability.ts';

const all = { weekdays: true, weekends: true, holidays: true };
const noWeekends = { weekdays: true, weekends: false, holidays: true };
const noHolidays = { weekdays: true, weekends: true, holidays: false };
// 2024-06-14 Friday, 06-15 Saturday, 06-16 Sunday, 06-17 Monday, 06-19 Juneteenth (Wednesday).

describe('isDayOffered', () => {
  it('follows the weekday and weekend choice', () => {
    expect(isDayOffered('2024-06-14', noWeekends)).toBe(true);
    expect(isDayOffered('2024-06-15', noWeekends)).toBe(false);
    expect(isDayOffered('2024-06-16', noWeekends)).toBe(false);
    expect(isDayOffered('2024-06-17', { ...all, weekdays: false })).toBe(false);
  });

  it('blocks holidays unless they are offered', () => {
    expect(isDayOffered('2024-06-19', noHolidays)).toBe(false);
    expect(isDayOffered('2024-06-19', all)).toBe(true);
    expect(isDayOffered('2024-06-18', noHolidays)).toBe(true);
    // Christmas 2022 was a Sunday: it needs weekends offered as well.
    expect(isDayOffered('2022-12-25', { ...all, weekends: false })).toBe(false);
  });
});

describe('rangesOverlap', () => {
  it('counts shared end days as overlap, like daterange [] does', () => {
    expect(
      rangesOverlap({ start: '2024-06-10', end: '2024-06-12' }, { start: '2024-06-12', end: '2024-06-14' }),
    ).toBe(true);
    expect(
      rangesOverlap({ start: '2024-06-10', end: '2024-06-12' }, { start: '2024-06-13', end: '2024-06-14' }),
    ).toBe(false);
    expect(
      rangesOverlap({ start: '2024-06-01', end: '2024-06-30' }, { start: '2024-06-10', end: '2024-06-10' }),
    ).toBe(true);
  });
});

describe('firstBlockedDay', () => {
  const held = [{ start: '2024-06-20', end: '2024-06-21' }];

  it('is null when the whole range is free', () => {
    expect(firstBlockedDay({ start: '2024-06-10', end: '2024-06-14' }, noWeekends, held)).toBeNull();
    expect(firstBlockedDay({ start: '2024-06-22', end: '2024-06-22' }, all, held)).toBeNull();
  });

  it('finds a held day, including the last day of a held range', () => {
    expect(firstBlockedDay({ start: '2024-06-21', end: '2024-06-23' }, all, held)).toBe('2024-06-21');
    expect(isDayBlocked('2024-06-20', all, held)).toBe(true);
  });

  it('finds a day not offered', () => {
    expect(firstBlockedDay({ start: '2024-06-13', end: '2024-06-17' }, noWeekends, [])).toBe('2024-06-15');
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => firstBlockedDay({ start: '2024-06-13', end: '2024-06-12' }, all, [])).toThrow(RangeError);
  });
});
