import { describe, expect, it } from 'vitest';
import { firstBookableDay, isRangeBookable } from './bookable-days';

const everyDay = { weekdays: true, weekends: true, holidays: true };
const rules = {
  minDays: 1,
  maxDays: 30,
  instantBook: false,
  earliestStart: '2030-03-05',
  latestEnd: '2030-09-01',
};
const held = (changes: object = {}) => ({
  locationId: '1',
  unavailableDates: [{ start: '2030-03-20', end: '2030-03-21' }],
  rules,
  ...changes,
});
const known = (changes: object = {}) => ({
  today: '2030-03-04',
  availability: everyDay,
  held: held(changes),
});

describe('bookable days', () => {
  it('starts tomorrow, or later under the owner’s notice', () => {
    expect(firstBookableDay('2030-03-04', undefined)).toBe('2030-03-05');
    expect(firstBookableDay('2030-03-04', rules)).toBe('2030-03-05');
    expect(firstBookableDay('2030-03-04', { ...rules, earliestStart: '2030-03-09' })).toBe('2030-03-09');
  });

  it('takes a range of free days within the rules', () => {
    expect(isRangeBookable({ start: '2030-03-10', end: '2030-03-12' }, known())).toBe(true);
    expect(isRangeBookable({ start: '2030-03-22', end: '2030-03-22' }, known())).toBe(true);
  });

  it('refuses a range that touches a booked or blocked day', () => {
    expect(isRangeBookable({ start: '2030-03-18', end: '2030-03-20' }, known())).toBe(false);
    expect(isRangeBookable({ start: '2030-03-21', end: '2030-03-23' }, known())).toBe(false);
  });

  it('refuses days inside the notice, before tomorrow, or past the owner’s last day', () => {
    const notice = known({ rules: { ...rules, earliestStart: '2030-03-09' } });
    expect(isRangeBookable({ start: '2030-03-07', end: '2030-03-10' }, notice)).toBe(false);
    expect(isRangeBookable({ start: '2030-03-09', end: '2030-03-10' }, notice)).toBe(true);
    expect(isRangeBookable({ start: '2030-03-04', end: '2030-03-06' }, known({ rules: undefined }))).toBe(
      false,
    );
    expect(isRangeBookable({ start: '2030-08-31', end: '2030-09-02' }, known())).toBe(false);
  });

  it('refuses days the listing is not offered on', () => {
    // 2030-03-09 is a Saturday.
    const weekdaysOnly = { ...known(), availability: { weekdays: true, weekends: false, holidays: true } };
    expect(isRangeBookable({ start: '2030-03-08', end: '2030-03-09' }, weekdaysOnly)).toBe(false);
    expect(isRangeBookable({ start: '2030-03-11', end: '2030-03-12' }, weekdaysOnly)).toBe(true);
  });
});
