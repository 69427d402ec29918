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
});
