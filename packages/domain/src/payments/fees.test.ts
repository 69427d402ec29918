import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_DAYS } from '../common/constants.ts';
import { MAX_STORABLE_CENTS, toCents } from '../common/money.ts';
import { MAX_LISTING_PRICE } from '../listings/listing-write.ts';
import { feeCents, isFeePercent, ownerEarnings, renterCharges } from './fees.ts';

describe('feeCents rounds half up to a whole cent', () => {
  it.each([
    [0, 15, 0],
    [1, 15, 0], // 0.15 cent
    [1, 50, 1], // exactly half a cent rounds up
    [3, 15, 0], // 0.45 cent
    [4, 15, 1], // 0.6 cent
    [10, 15, 2], // 1.5 cents
    [100, 10, 10],
    [999, 15, 150], // 149.85
    [12_345, 12.5, 1_543], // 1543.125
    [12_345, 7.77, 959], // 959.2065
    [1_001, 33.33, 334], // 333.6333
    [20_000, 0, 0],
    [20_000, 0.01, 2],
  ])('%i cents at %d%% is %i', (amount, percent, fee) => {
    expect(feeCents(amount, percent)).toBe(fee);
  });

  it('is exact at the largest booking fee a listing can reach', () => {
    const largest = MAX_BOOKING_DAYS * toCents(MAX_LISTING_PRICE);
    expect(feeCents(largest, 15)).toBe(1_350_000_000);
    expect(feeCents(MAX_STORABLE_CENTS, 15)).toBe(1_500_000_000); // 1,499,999,999.85
    expect(feeCents(MAX_STORABLE_CENTS, 50)).toBe(5_000_000_000); // 4,999,999,999.5
    expect(feeCents(MAX_STORABLE_CENTS, 33.33)).toBe(3_333_000_000); // 3,332,999,999.667
  });

  it('refuses amounts and percentages it cannot apply exactly', () => {
    expect(() => feeCents(-1, 10)).toThrow(RangeError);
    expect(() => feeCents(1.5, 10)).toThrow(RangeError);
    expect(() => feeCents(MAX_STORABLE_CENTS + 1, 10)).toThrow(RangeError);
    expect(() => feeCents(100, 50.01)).toThrow(RangeError);
    expect(() => feeCents(100, 10.001)).toThrow(RangeError);
    expect(() => feeCents(100, -1)).toThrow(RangeError);
  });
});

describe('isFeePercent', () => {
  it.each([[0], [10], [15], [12.5], [0.01], [50], [33.33]])('accepts %d', (percent) => {
    expect(isFeePercent(percent)).toBe(true);
  });
  it.each([[-0.01], [50.5], [1.005], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (percent) => {
    expect(isFeePercent(percent)).toBe(false);
  });
});

describe('parts add up to the whole', () => {
  it.each([[1], [7], [999], [123_457], [9_000_000_000]])('for a booking fee of %i cents', (booking) => {
    for (const percent of [0, 7, 10, 12.5, 15, 33.33, 50]) {
      const charges = renterCharges(booking, percent);
      expect(charges.totalCents).toBe(booking + charges.serviceFeeCents);
      const earnings = ownerEarnings(booking, percent);
      expect(earnings.netCents + earnings.feeCents).toBe(booking);
      expect(earnings.netCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('charges $440 for two days at $200 with the default 10% service fee', () => {
    expect(renterCharges(40_000, 10)).toEqual({
      bookingFeeCents: 40_000,
      serviceFeeCents: 4_000,
      totalCents: 44_000,
    });
    expect(ownerEarnings(40_000, 15)).toEqual({ grossCents: 40_000, feeCents: 6_000, netCents: 34_000 });
  });
});
