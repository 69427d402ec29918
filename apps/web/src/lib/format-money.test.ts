import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

// Intl is the reference: the hand-written formats must write what it writes for en-US.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});
const AMOUNTS = [0, 1, 9, 10, 99, 100, 350, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789];

describe('formatMoney', () => {
  it('writes whole dollars as Intl does, without cents', () => {
    for (const amount of [...AMOUNTS, ...AMOUNTS.map((a) => -a).filter((a) => a !== 0)])
      expect(formatMoney(amount)).toBe(wholeDollars.format(amount));
    expect(formatMoney(1234)).toBe('$1,234');
  });

  it('writes amounts with cents to the cent, as Intl does', () => {
    for (const whole of AMOUNTS)
      for (const cents of [1, 5, 10, 50, 99]) {
        const amount = whole + cents / 100;
        expect(formatMoney(amount)).toBe(withCents.format(amount));
        expect(formatMoney(-amount)).toBe(withCents.format(-amount));
      }
    expect(formatMoney(42.5)).toBe('$42.50');
    expect(formatMoney(1234.05)).toBe('$1,234.05');
  });
});
