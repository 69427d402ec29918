import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 60 * MINUTE), now)).toBe('3 hours ago');
    expect(relativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(relativeTime(ago(3 * DAY + 5 * MINUTE), now)).toBe('3 days ago');
    expect(relativeTime(ago(40 * DAY), now)).toBe('1 month ago');
    expect(relativeTime(ago(800 * DAY), now)).toBe('2 years ago');
  });

  it('accepts ISO text, and reads the future and nonsense calmly', () => {
    expect(relativeTime('2026-06-12T12:00:00.000Z', now)).toBe('3 days ago');
    expect(relativeTime(new Date(now.getTime() + 30_000), now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('writes what Intl.RelativeTimeFormat writes in English, for every count of every unit', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['minute', MINUTE],
      ['hour', 60 * MINUTE],
      ['day', DAY],
      ['month', 30 * DAY],
      ['year', 365 * DAY],
    ];
    for (const [unit, length] of units) {
      for (const count of [1, 2, 3, 11, 12, 23, 29, 59, 364, 999, 1000, 1234]) {
        // The largest unit that fits: 59 minutes stay minutes, 1000 days become years.
        const age = count * length;
        const expected = units.findLast(([, each]) => age >= each)!;
        const shown = Math.floor(age / expected[1]);
        expect(relativeTime(ago(age), now), `${count} ${unit}`).toBe(intl.format(-shown, expected[0]));
      }
    }
  });
});
