/**
 * Price filters compare whole cents (prices are numeric(10,2)), so inclusive bounds in dollars become
 * the first and last cent inside them. Rounding away binary noise first keeps 0.29 at 29 cents, not 28.
 */
const cents = (dollars: number) => Math.round(dollars * 100 * 1e6) / 1e6;

export function minCentsFor(dollars: number | undefined): number | undefined {
  return dollars === undefined ? undefined : Math.ceil(cents(dollars));
}

export function maxCentsFor(dollars: number | undefined): number | undefined {
  return dollars === undefined ? undefined : Math.floor(cents(dollars));
}
