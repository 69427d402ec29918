import type { LocationType } from '@setspot/domain/listings/location-types';
import { clampPage, pageCount, pageOffset } from '@setspot/domain/search/search-filters';
import type { SortValue } from '@setspot/domain/search/sort-options';
import { type SearchIndex, typeCode, typeOfCode } from './search-index.ts';
import { comparatorFor } from './search-order.ts';

export type IndexQuery = {
  /** Normalised (search-text.ts); '' matches everything. */
  term: string;
  types: readonly LocationType[];
  minCents: number | undefined;
  maxCents: number | undefined;
  minSize: number | undefined;
  sort: SortValue;
  page: number;
  pageSize: number;
};

export type IndexResult = {
  ids: string[];
  total: number;
  /** The types present in all matching listings, in the order of LOCATION_TYPES. */
  types: LocationType[];
  page: number;
  pageCount: number;
};

// Scratch space reused by every question (a search runs start to end without yielding).
let scratch = new Uint32Array(0);
let wanted = new Uint8Array(0);

/** Runs a search over the index: filter and count every row, then take the page in sort order. */
export function queryIndex(index: SearchIndex, query: IndexQuery): IndexResult {
  const unfiltered =
    query.term === '' &&
    query.types.length === 0 &&
    query.minCents === undefined &&
    query.maxCents === undefined &&
    query.minSize === undefined;
  if (unfiltered) return everything(index, query);

  if (scratch.length < index.capacity) scratch = new Uint32Array(index.capacity);
  const { total, typesSeen } = matchRows(index, query, scratch);
  const matches = scratch;
  const pages = pageCount(total, query.pageSize);
  const page = clampPage(query.page, pages);
  const offset = pageOffset(page, query.pageSize);
  const pageRows = pageOfMatches(index, query, matches.subarray(0, total), offset);
  return {
    ids: pageRows.map((row) => index.ids[row]!),
    total,
    types: typesIn(typesSeen),
    page,
    pageCount: pages,
  };
}

/**
 * Collects the matching rows into `out`: with a search term, only the rows holding it (term-matches.ts)
 * are visited; without one, every row. Each is then tested on type, price and size.
 */
function matchRows(index: SearchIndex, query: IndexQuery, out: Uint32Array) {
  let typeMask = 0;
  for (const type of query.types) typeMask |= 1 << typeCode(type);
  const minCents = query.minCents ?? Number.NEGATIVE_INFINITY;
  const maxCents = query.maxCents ?? Number.POSITIVE_INFINITY;
  const minSize = query.minSize ?? Number.NEGATIVE_INFINITY;
  const { type, priceCents, size } = index;
  const bits = query.term ? index.terms.get(index, query.term) : null;
  let total = 0;
  let typesSeen = 0;
  // Without a term every row is a candidate; with one, the rows of its bitset. Tests inlined: this
  // loop runs a million times for a search over a million listings.
  const end = bits ? bits.length * 32 : index.highWater;
  for (let row = 0; row < end; row++) {
    if (bits) {
      const word = bits[row >>> 5]!;
      if (word === 0) {
        row |= 31;
        continue;
      }
      if ((word & (1 << (row & 31))) === 0) continue;
    }
    const code = type[row]!;
    if (code === 0 || (typeMask !== 0 && (typeMask & (1 << code)) === 0)) continue;
    const price = priceCents[row]!;
    if (price < minCents || price > maxCents || size[row]! < minSize) continue;
    out[total++] = row;
    typesSeen |= 1 << code;
  }
  return { total, typesSeen };
}

function everything(index: SearchIndex, query: IndexQuery): IndexResult {
  const total = index.liveCount;
  const pages = pageCount(total, query.pageSize);
  const page = clampPage(query.page, pages);
  const offset = pageOffset(page, query.pageSize);
  const rows = index.orders[query.sort].subarray(offset, Math.min(offset + query.pageSize, total));
  let typesSeen = 0;
  index.typeCounts.forEach((count, code) => {
    if (code > 0 && count > 0) typesSeen |= 1 << code;
  });
  return {
    ids: Array.from(rows, (row) => index.ids[row]!),
    total,
    types: typesIn(typesSeen),
    page,
    pageCount: pages,
  };
}

/**
 * The page in sort order. Few matches: sort just them. Many: walk the presorted order and pick the
 * matching rows, which costs one pass however deep the page.
 */
function pageOfMatches(
  index: SearchIndex,
  query: IndexQuery,
  matches: Uint32Array,
  offset: number,
): number[] {
  const m = matches.length;
  if (m === 0 || offset >= m) return [];
  if (m * Math.log2(m + 1) < index.liveCount / 4) {
    return Array.from(
      matches
        .slice()
        .sort(comparatorFor(index, query.sort))
        .subarray(offset, offset + query.pageSize),
    );
  }
  if (wanted.length < index.highWater) wanted = new Uint8Array(index.capacity);
  for (const row of matches) wanted[row] = 1;
  const order = index.orders[query.sort];
  const count = Math.min(query.pageSize, m - offset);
  // A deep page is nearer the end: walk from there, skipping the matches after the page.
  const fromEnd = m - offset - count;
  const backwards = fromEnd < offset;
  const skip = backwards ? fromEnd : offset;
  const page: number[] = [];
  let seen = 0;
  for (let step = 0; step < index.liveCount && page.length < count; step++) {
    const row = order[backwards ? index.liveCount - 1 - step : step]!;
    if (wanted[row] === 0) continue;
    if (seen++ >= skip) page.push(row);
  }
  // Leave the scratch marks clear for the next question.
  for (const row of matches) wanted[row] = 0;
  return backwards ? page.reverse() : page;
}

function typesIn(mask: number): LocationType[] {
  const types: LocationType[] = [];
  for (let code = 1; code < 32; code++) {
    const type = typeOfCode(code);
    if (type && mask & (1 << code)) types.push(type);
  }
  return types;
}
