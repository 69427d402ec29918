import { describe, expect, it } from 'vitest';
import { centsToDecimal, centsToDollars, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    ['19.99', 1999],
    [19.99, 1999],
    [0.1, 10],
    ['5', 500],
    ['5.5', 550],
    [' 7.25 ', 725],
    ['0.07', 7],
    ['-3.10', -310],
    ['99999999.99', 9_999_999_999],
  ] as const)('%j is %i cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each(['1.234', 1.005, 'abc', '', '1,000', '1e3', Number.NaN, Number.POSITIVE_INFINITY, 1e21, 0.1 + 0.2])(
    'refuses %j rather than rounding it',
    (dollars) => {
      expect(() => toCents(dollars)).toThrow(RangeError);
    },
  );

  it('adds exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toCents(0.1) + toCents(0.2)).toBe(toCents(0.3));
  });
});

describe('centsToDecimal and centsToDollars', () => {
  it.each([
    [5997, '59.97'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [-5, '-0.05'],
    [9_999_999_999, '99999999.99'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
    expect(centsToDollars(cents)).toBe(Number(text));
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const text of ['0.01', '12.30', '350.00', '1999.95'])
      expect(centsToDecimal(toCents(text))).toBe(text);
  });
});
