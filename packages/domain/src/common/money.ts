/**
 * Money is held as integer cents inside the domain so sums and shares never drift (3 × 19.99 is
 * exactly 5997 cents). PostgreSQL keeps `numeric(10,2)` dollars and node-postgres returns them as
 * strings such as '19.99'; JSON answers carry dollars as numbers with at most two decimals.
 * Convert at those edges only: toCents on the way in, centsToDecimal / centsToDollars on the way out.
 */
export type Cents = number;

/** Largest amount a `numeric(10,2)` column can store: 99,999,999.99 dollars. */
export const MAX_STORABLE_CENTS: Cents = 9_999_999_999;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Exact cents of a dollar amount. Strings are parsed digit by digit; numbers are read through their
 * shortest decimal form, so 19.99 is 1999 and not 1998.9999. More than two decimals is an error,
 * not a silent rounding.
 */
export function toCents(dollars: number | string): Cents {
  // String() of a number is its shortest round-trip decimal; exponent forms (1e21) fail the pattern.
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount of money with at most two decimals: ${String(dollars)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${String(dollars)}`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
}

/** '59.97' – the text form PostgreSQL `numeric(10,2)` accepts and returns. */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 59.97 – dollars as a JSON number; exact to the cent because it is parsed from the decimal text. */
export function centsToDollars(cents: Cents): number {
  return Number(centsToDecimal(cents));
}
