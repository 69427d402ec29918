import type { IndexedListing, SearchIndex } from './search-index.ts';
import { insertIntoOrders, removeFromOrders, updateOrders } from './search-order.ts';

/** Up to this many changes, rows move one by one (a memmove each); above, orders are swept once. */
const ONE_BY_ONE_LIMIT = 64;
const TERM_UPDATE_LIMIT = 1000;

/**
 * Applies a batch of changes to the index: `listings` as they now are, `goneIds` no longer live.
 * Keeps the sort orders and the kept term matches in step.
 */
export function applyChanges(
  index: SearchIndex,
  listings: readonly IndexedListing[],
  goneIds: readonly string[],
) {
  const touched = new Set<number>();
  if (listings.length + goneIds.length > ONE_BY_ONE_LIMIT) {
    const previousLength = index.liveCount;
    mutate(index, listings, goneIds, touched);
    updateOrders(index, touched, previousLength);
    // Re-testing many rows against every kept term costs more than asking afresh.
    if (touched.size > TERM_UPDATE_LIMIT) index.terms.clear();
    else index.terms.update(index, touched);
    return;
  }
  const placed = new Set<number>();
  for (const id of [...goneIds, ...listings.map((listing) => listing.id)]) {
    const row = index.rowOf.get(id);
    if (row !== undefined) placed.add(row);
  }
  removeFromOrders(index, [...placed], index.liveCount);
  mutate(index, listings, goneIds, touched);
  const live = [...touched].filter((row) => index.isLive(row));
  insertIntoOrders(index, live, index.liveCount - live.length);
  index.terms.update(index, touched);
}

function mutate(
  index: SearchIndex,
  listings: readonly IndexedListing[],
  goneIds: readonly string[],
  touched: Set<number>,
) {
  for (const id of goneIds) {
    const row = index.remove(id);
    if (row !== undefined) touched.add(row);
  }
  for (const listing of listings) touched.add(index.put(listing));
}
