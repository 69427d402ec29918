import { SORT_VALUES, type SortValue } from '@setspot/domain/sort-options';
import type { SearchIndex } from './search-index.ts';

export type RowComparator = (a: number, b: number) => number;

/**
 * The sorts of DESIGN section 2, each a total order so that pages never overlap or skip: ties fall
 * back to the newest listing, then to the id.
 *   recommended  Bayesian rating score (search-ranking.ts), newest first
 *   price_asc    lowest price first       price_desc  highest price first
 *   newest       created most recently    rating      highest average, then most reviews
 */
export function comparatorFor(index: SearchIndex, sort: SortValue): RowComparator {
  const { priceCents, created, rating, reviews, score, ids } = index;
  const tieBreak = (a: number, b: number) => created[b]! - created[a]! || compareIds(ids[a]!, ids[b]!);
  switch (sort) {
    case 'recommended':
      return (a, b) => score[b]! - score[a]! || tieBreak(a, b);
    case 'price_asc':
      return (a, b) => priceCents[a]! - priceCents[b]! || tieBreak(a, b);
    case 'price_desc':
      return (a, b) => priceCents[b]! - priceCents[a]! || tieBreak(a, b);
    case 'newest':
      return tieBreak;
    case 'rating':
      return (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || tieBreak(a, b);
  }
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts every live row into each order: at start-up and after bulk changes. */
export function rebuildOrders(index: SearchIndex): void {
  const live = new Uint32Array(index.liveCount);
  let n = 0;
  for (let row = 0; row < index.highWater; row++) if (index.isLive(row)) live[n++] = row;
  for (const sort of SORT_VALUES) {
    const order = index.orders[sort];
    order.set(live);
    order.subarray(0, n).sort(comparatorFor(index, sort));
  }
}

/** Above this many changed rows a full re-sort is cheaper than moving rows one at a time. */
const INCREMENTAL_LIMIT = 2000;

/**
 * Brings the orders in step after `touched` rows were put or removed (the columns already hold the
 * new values): drop every touched row, then insert the live ones at their place by binary search.
 * `previousLength` is the order length before the change.
 */
export function updateOrders(index: SearchIndex, touched: ReadonlySet<number>, previousLength: number): void {
  if (touched.size > INCREMENTAL_LIMIT) {
    rebuildOrders(index);
    return;
  }
  const isTouched = new Uint8Array(index.highWater);
  for (const row of touched) isTouched[row] = 1;
  for (const sort of SORT_VALUES) {
    const order = index.orders[sort];
    let length = 0;
    for (let i = 0; i < previousLength; i++) {
      const row = order[i]!;
      if (isTouched[row] === 0) order[length++] = row;
    }
    const compare = comparatorFor(index, sort);
    for (const row of touched) {
      if (!index.isLive(row)) continue;
      let low = 0;
      let high = length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compare(order[mid]!, row) < 0) low = mid + 1;
        else high = mid;
      }
      order.copyWithin(low + 1, low, length);
      order[low] = row;
      length++;
    }
  }
}
