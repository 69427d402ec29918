import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * How far past the asked page an admin list counts its matches (ADR 0051). An exact count(*) of
 * 100,000 users or 200,000 bookings over the page's joins cost 80 to 300 ms of the server on every
 * page asked; counting at most this many rows past the page costs a millisecond or two, and the list
 * reads "1,000+ users" where there are more.
 */
export const COUNT_AHEAD = 1_000;

export type Page = { limit: number; offset: number };

/**
 * The ids on the page, in the list's order, and how many rows matched, counted up to COUNT_AHEAD
 * past the page: both from one statement, `ordered` (the list's joins, conditions and order, selecting
 * `id`). A search's trigram scans, the costly part, then run once instead of once for the page and
 * once for its count; the page's columns are read for its ids alone.
 */
export async function idsOfPage<Id extends string | number>(
  ordered: PgSelect,
  page: Page,
): Promise<{ ids: Id[]; counted: number }> {
  const rows = (await ordered.limit(page.offset + COUNT_AHEAD + 1)) as { id: Id }[];
  const ids = rows.slice(page.offset, page.offset + page.limit).map((row) => row.id);
  return { ids, counted: rows.length };
}

/** `rows` in the order of `ids` (a page read by its ids comes back in any order). */
export function inOrderOf<Id, T extends { id: Id }>(ids: Id[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
