// Written by hand rather than with Intl or toLocaleString: a page's first Intl number format loads
// ICU's locale data, about 20 ms on this machine's CPU and 60 to 80 ms at Lighthouse's 4x phone
// slowdown, all of it blocking time on every page that shows a price or a size. The
// output is en-US's, as the tests check against Intl itself.

/** A whole number with its thousands grouped: 1234567 → '1,234,567'. */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value <= -1 ? `-${grouped}` : grouped;
}
