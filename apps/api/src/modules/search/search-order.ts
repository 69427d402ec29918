import { SORT_VALUES, type SortValue } from '@setspot/domain/search/sort-options';
import type { SearchIndex } from './search-index.ts';

export type RowComparator = (a: number, b: number) => number;

/**
 * The sorts of architecture section 2, each a total order so that pages never overlap or skip: ties fall
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

/**
 * Sorts every live row into each order, and places the price and size ranges by the new price order
 * and sizes: at start-up and after bulk changes.
 */
export function rebuildOrders(index: SearchIndex): void {
  const live = new Uint32Array(index.liveCount);
  let n = 0;
  for (let row = 0; row < index.highWater; row++) if (index.isLive(row)) live[n++] = row;
  for (const sort of SORT_VALUES) {
    const order = index.orders[sort];
    order.set(live);
    order.subarray(0, n).sort(comparatorFor(index, sort));
  }
  index.placeRangeBounds(index.orders.price_asc);
}

/** Where a row sits in an order; the row must be in it, with the keys it was placed by. */
function positionOf(order: Uint32Array, length: number, row: number, compare: RowComparator): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(order[mid]!, row) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Visits `rows` one at a time in every order, at the position each has by the columns' keys;
 * `shift` moves the order around that position and returns the order's new length.
 */
function placeInEveryOrder(
  index: SearchIndex,
  rows: readonly number[],
  length: number,
  shift: (order: Uint32Array, length: number, at: number, row: number) => number,
): void {
  for (const sort of SORT_VALUES) {
    const order = index.orders[sort];
    const compare = comparatorFor(index, sort);
    let n = length;
    for (const row of rows) n = shift(order, n, positionOf(order, n, row, compare), row);
  }
}

/** Takes rows out of every order, while the columns still hold the keys they were placed by. */
export function removeFromOrders(index: SearchIndex, rows: readonly number[], length: number): void {
  placeInEveryOrder(index, rows, length, (order, n, at, row) => {
    if (order[at] !== row) throw new Error('Search index out of order');
    order.copyWithin(at, at + 1, n);
    return n - 1;
  });
}

/** Puts rows into every order at their place by the columns' current keys. */
export function insertIntoOrders(index: SearchIndex, rows: readonly number[], length: number): void {
  placeInEveryOrder(index, rows, length, (order, n, at, row) => {
    order.copyWithin(at + 1, at, n);
    order[at] = row;
    return n + 1;
  });
}

/**
 * Brings the orders (and the kept term matches) in step after `touched` rows were put or removed (the
 * columns already hold the new values): sweep every touched row out, sort the live ones, and merge
 * them back in from the end. One pass per order, whatever the number of changes.
 * `previousLength` is the order length before the change.
 */
export function updateOrders(index: SearchIndex, touched: ReadonlySet<number>, previousLength: number): void {
  const isTouched = new Uint8Array(index.highWater);
  for (const row of touched) isTouched[row] = 1;
  const live = [...touched].filter((row) => index.isLive(row));
  for (const sort of SORT_VALUES) {
    const order = index.orders[sort];
    let kept = 0;
    for (let i = 0; i < previousLength; i++) {
      const row = order[i]!;
      if (isTouched[row] === 0) order[kept++] = row;
    }
    const compare = comparatorFor(index, sort);
    const incoming = Uint32Array.from(live).sort(compare);
    let from = kept - 1;
    let next = incoming.length - 1;
    for (let to = kept + incoming.length - 1; next >= 0; to--) {
      if (from >= 0 && compare(order[from]!, incoming[next]!) > 0) order[to] = order[from--]!;
      else order[to] = incoming[next--]!;
    }
  }
}
