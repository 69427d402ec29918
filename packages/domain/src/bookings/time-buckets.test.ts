import { describe, expect, it } from 'vitest';
import { inProcessTimeZone } from '../testing/process-time-zone.ts';
import { bucketBookings, timeBucket } from './time-buckets.ts';

const booking = { startDate: '2024-06-10', endDate: '2024-06-12' };
const at = (text: string) => new Date(text);

describe('timeBucket (UTC)', () => {
  it.each([
    ['2024-06-09T23:59:59.999Z', 'upcoming'],
    ['2024-06-10T00:00:00.000Z', 'active'],
    ['2024-06-11T12:00:00.000Z', 'active'],
    ['2024-06-12T23:59:59.999Z', 'active'],
    ['2024-06-13T00:00:00.000Z', 'past'],
  ])('at %s the booking is %s', (now, bucket) => {
    expect(timeBucket(booking, at(now))).toBe(bucket);
  });

  it('makes a one-day booking active for that whole day', () => {
    const oneDay = { startDate: '2024-06-10', endDate: '2024-06-10' };
    expect(timeBucket(oneDay, at('2024-06-09T23:59:59.999Z'))).toBe('upcoming');
    expect(timeBucket(oneDay, at('2024-06-10T00:00:00.000Z'))).toBe('active');
    expect(timeBucket(oneDay, at('2024-06-10T23:59:59.999Z'))).toBe('active');
    expect(timeBucket(oneDay, at('2024-06-11T00:00:00.000Z'))).toBe('past');
  });
});

describe('timeBucket in other zones', () => {
  it('follows the day boundaries of New York', () => {
    expect(timeBucket(booking, at('2024-06-10T03:59:59.999Z'), 'America/New_York')).toBe('upcoming');
    expect(timeBucket(booking, at('2024-06-10T04:00:00.000Z'), 'America/New_York')).toBe('active');
    expect(timeBucket(booking, at('2024-06-13T03:59:59.999Z'), 'America/New_York')).toBe('active');
    expect(timeBucket(booking, at('2024-06-13T04:00:00.000Z'), 'America/New_York')).toBe('past');
  });

  it('follows the day boundaries of Auckland (ahead of UTC)', () => {
    expect(timeBucket(booking, at('2024-06-09T11:59:59.999Z'), 'Pacific/Auckland')).toBe('upcoming');
    expect(timeBucket(booking, at('2024-06-09T12:00:00.000Z'), 'Pacific/Auckland')).toBe('active');
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('gives the same answer with TZ=%s', (zone) => {
    inProcessTimeZone(zone, () => {
      expect(timeBucket(booking, at('2024-06-09T23:59:59.999Z'))).toBe('upcoming');
      expect(timeBucket(booking, at('2024-06-10T00:00:00.000Z'))).toBe('active');
      expect(timeBucket(booking, at('2024-06-13T00:00:00.000Z'))).toBe('past');
    });
  });
});

describe('bucketBookings', () => {
  it('splits bookings and keeps their order', () => {
    const list = [
      { id: 'a', startDate: '2024-07-01', endDate: '2024-07-02' },
      { id: 'b', startDate: '2024-06-01', endDate: '2024-06-02' },
      { id: 'c', startDate: '2024-06-10', endDate: '2024-06-12' },
      { id: 'd', startDate: '2024-08-01', endDate: '2024-08-01' },
    ];
    const buckets = bucketBookings(list, at('2024-06-11T09:00:00Z'));
    expect(buckets.upcoming.map((b) => b.id)).toEqual(['a', 'd']);
    expect(buckets.active.map((b) => b.id)).toEqual(['c']);
    expect(buckets.past.map((b) => b.id)).toEqual(['b']);
  });

  it('gives empty buckets for no bookings', () => {
    expect(bucketBookings([], at('2024-06-11T09:00:00Z'))).toEqual({ upcoming: [], active: [], past: [] });
  });
});
