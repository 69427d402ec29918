import { formatCount } from '../../../lib/format-number';

/**
 * "1 user", "240 users", or "1,000+ users" when the server stopped counting past the page
 * (ADR 0051: admin lists count at most 1,000 rows beyond the page asked).
 */
export function matchCount(page: { total: number; totalCapped: boolean }, one: string, many: string) {
  if (page.totalCapped) return `${formatCount(page.total)}+ ${many}`;
  return `${formatCount(page.total)} ${page.total === 1 ? one : many}`;
}
