import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_DAYS } from '../common/constants.ts';
import { centsToDecimal, MAX_STORABLE_CENTS, toCents } from '../common/money.ts';
import { MAX_LISTING_PRICE } from '../listings/listing-write.ts';
import { inProcessTimeZone } from '../testing/process-time-zone.ts';
import { bookingDayCount, totalFits, totalPriceCents } from './pricing.ts';

describe('bookingDayCount', () => {
  it('counts both end days', () => {
    expect(bookingDayCount('2024-06-10', '2024-06-10')).toBe(1);
    expect(bookingDayCount('2024-06-10', '2024-06-11')).toBe(2);
    expect(bookingDayCount('2024-02-28', '2024-03-01')).toBe(3);
    expect(bookingDayCount('2024-12-31', '2025-01-02')).toBe(3);
  });

  it('is not fooled by DST nights', () => {
    expect(bookingDayCount('2024-03-09', '2024-03-11')).toBe(3);
    expect(bookingDayCount('2024-11-02', '2024-11-04')).toBe(3);
  });

  it('refuses an end before the start', () => {
    expect(() => bookingDayCount('2024-06-10', '2024-06-09')).toThrow(/before start/);
  });

  it('refuses dates that do not exist', () => {
    expect(() => bookingDayCount('2023-02-29', '2023-03-01')).toThrow(RangeError);
  });
});

describe('totalPriceCents', () => {
  it('multiplies days by the daily price exactly', () => {
    expect(totalPriceCents('2024-06-10', '2024-06-12', toCents('19.99'))).toBe(5997);
    expect(centsToDecimal(totalPriceCents('2024-06-10', '2024-06-12', toCents(19.99)))).toBe('59.97');
    expect(totalPriceCents('2024-06-10', '2024-06-10', 35_000)).toBe(35_000);
    expect(totalPriceCents('2024-06-01', '2024-06-10', toCents('0.10'))).toBe(100);
  });

  it('refuses prices that are not whole, non-negative cents', () => {
    expect(() => totalPriceCents('2024-06-10', '2024-06-12', 19.99)).toThrow(RangeError);
    expect(() => totalPriceCents('2024-06-10', '2024-06-12', -1)).toThrow(RangeError);
  });

  it('refuses totals the database cannot store', () => {
    expect(totalPriceCents('2024-06-10', '2024-06-11', 4_999_999_999)).toBe(9_999_999_998);
    expect(() => totalPriceCents('2024-06-10', '2024-06-11', 5_000_000_000)).toThrow(/too large/);
  });

  it.each(['America/Los_Angeles', 'Pacific/Auckland', 'Europe/London'])(
    'gives the same total with TZ=%s',
    (zone) => {
      inProcessTimeZone(zone, () => {
        expect(totalPriceCents('2024-03-09', '2024-03-11', toCents('19.99'))).toBe(5997);
        expect(totalPriceCents('2024-10-26', '2024-10-28', toCents('19.99'))).toBe(5997);
      });
    },
  );
});

describe('totalFits', () => {
  it('holds for the longest booking at the highest daily price a listing may have', () => {
    expect(MAX_BOOKING_DAYS * toCents(MAX_LISTING_PRICE)).toBeLessThanOrEqual(MAX_STORABLE_CENTS);
    expect(totalFits('2024-01-01', '2024-03-30', toCents(MAX_LISTING_PRICE))).toBe(true);
  });

  it('says no where totalPriceCents would throw, instead of throwing', () => {
    expect(totalFits('2024-06-10', '2024-06-11', MAX_STORABLE_CENTS / 2 - 0.5)).toBe(true);
    expect(totalFits('2024-06-10', '2024-06-11', 5_000_000_000)).toBe(false);
    expect(() => totalPriceCents('2024-06-10', '2024-06-11', 5_000_000_000)).toThrow(/too large/);
  });
});
