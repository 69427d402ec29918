import { LOCATION_TYPES, type LocationType } from '@setspot/domain/listings/location-types';
import {
  type Facets,
  hasProductionFilters,
  type ProductionFilters,
} from '@setspot/domain/search/production-filters';
import { clampPage, pageCount, pageOffset } from '@setspot/domain/search/search-filters';
import type { SortValue } from '@setspot/domain/search/sort-options';
import { forEachBit } from './bigram-index.ts';
import { type DateAsk, dateFilter } from './date-filter.ts';
import {
  asksPlace,
  distancesTo,
  narrowByPlace,
  nearestPage,
  type PlaceQuery,
  pinsOf,
} from './place-filter.ts';
import { refineMatches } from './scouting-filters.ts';
import type { Viewer } from './search-answers.ts';
import { type SearchIndex, typeCode, typeOfCode } from './search-index.ts';
import { comparatorFor } from './search-order.ts';

export type IndexQuery = {
  /** Normalised (search-text.ts); '' matches everything. */
  term: string;
  /**
   * Who asks: a member's words may also match street addresses and zips (term-matches.ts); a
   * visitor's (the default) never do. Part of every cache key, since the matches differ.
   */
  viewer?: Viewer;
  types: readonly LocationType[];
  minCents: number | undefined;
  maxCents: number | undefined;
  minSize: number | undefined;
  /** The production filters (scouting-filters.ts); none when absent. */
  production?: ProductionFilters;
  /** A box, a radius, nearest first, map pins (place-filter.ts). */
  place?: PlaceQuery;
  sort: SortValue;
  page: number;
  pageSize: number;
  /** Only listings free on every day of the range under all rules (date-filter.ts). */
  dates?: DateAsk | undefined;
  /** The clock date questions are judged by; not part of cache keys. */
  nowMs?: number;
};

export type IndexResult = {
  ids: string[];
  total: number;
  /** The types present in all matching listings, in the order of LOCATION_TYPES. */
  types: LocationType[];
  page: number;
  pageCount: number;
  /** Counts beside each production filter's choices (scouting-filters.ts). */
  facets: Facets;
  /** Miles to each id's listing, with a place to be near. */
  distances?: (number | null)[];
  /** The matches as map pins, when asked for: the JSON text of the array (place-filter.ts). */
  pinsJson?: string;
};

// Scratch space reused by every question (a search runs start to end without yielding): the
// matching rows as a bitset over rows (bit r of word r >> 5).
let matchBits = new Uint32Array(0);

/** Runs a search over the index: filter and count every row, then take the page in sort order. */
export function queryIndex(index: SearchIndex, query: IndexQuery): IndexResult {
  const unfiltered =
    query.term === '' &&
    query.types.length === 0 &&
    query.minCents === undefined &&
    query.maxCents === undefined &&
    query.minSize === undefined &&
    query.dates === undefined &&
    !(query.production && hasProductionFilters(query.production)) &&
    !asksPlace(query.place);
  if (matchBits.length * 32 < index.capacity) matchBits = new Uint32Array(index.capacity >>> 5);
  if (unfiltered) return everything(index, query);

  const codes = askedTypeCodes(query);
  matchRows(index, query, codes);
  narrowByPlace(index, query.place, matchBits);
  const possibleTypes = codes.reduce((mask, code) => mask | (1 << code), 0);
  const { total, typesSeen, facets } = refineMatches(index, query.production, matchBits, possibleTypes);
  const pages = pageCount(total, query.pageSize);
  const page = clampPage(query.page, pages);
  const offset = pageOffset(page, query.pageSize);
  const near = query.place?.near;
  const pageRows =
    near && query.place?.byDistance
      ? nearestPage(index, near, matchBits, offset, query.pageSize)
      : pageOfMatches(index, query, total, offset);
  return {
    ...(near ? { distances: distancesTo(index, near, pageRows) } : {}),
    ...(query.place?.pins ? { pinsJson: pinsOf(index, matchBits) } : {}),
    ids: pageRows.map((row) => index.ids[row]!),
    total,
    types: typesIn(typesSeen),
    page,
    pageCount: pages,
    facets,
  };
}

/** The type codes a question accepts: those asked for, or every type when none is. */
function askedTypeCodes(query: IndexQuery): number[] {
  return (query.types.length > 0 ? query.types : LOCATION_TYPES).map(typeCode);
}

/**
 * Collects the matching rows into `matchBits`, 32 rows at a time: a word of candidates is the rows
 * of the asked types (`codes`: every type when none is asked, which leaves out free slots),
 * narrowed to the rows holding the search term (term-matches.ts) and to the price and size ranges
 * (range-bits.ts).
 * Only rows at the edges of a range, in the slices its ends fall in, are tested value by value.
 * The matches are counted, and the types present noted, once the place and production filters have
 * narrowed them further (refineMatches).
 */
function matchRows(index: SearchIndex, query: IndexQuery, codes: readonly number[]) {
  const { priceCents, size, typeBits } = index;
  const typeSets = codes.map((code) => typeBits[code]!);
  // Every type asked: the live rows' bitset, one word to read instead of one per type.
  const candidateSets = query.types.length > 0 ? typeSets : [index.liveBits];
  const termBits = index.terms.ofTerm(index, query.term, query.viewer);
  const minCents = query.minCents ?? Number.NEGATIVE_INFINITY;
  const maxCents = query.maxCents ?? Number.POSITIVE_INFINITY;
  const minSize = query.minSize ?? Number.NEGATIVE_INFINITY;
  const priced = query.minCents !== undefined || query.maxCents !== undefined;
  const sized = query.minSize !== undefined;
  const prices = index.priceRanges.select(minCents, maxCents);
  // Size filters have a minimum only.
  const sizes = index.sizeRanges.select(minSize, Number.POSITIVE_INFINITY);
  const dates = query.dates ? dateFilter(index.days, query.dates, query.nowMs ?? Date.now()) : undefined;
  const words = dates === null ? 0 : (index.highWater + 31) >>> 5;
  if (dates === null) matchBits.fill(0);
  for (let w = 0; w < words; w++) {
    // A rare term leaves most words empty: skip them before reading anything else.
    let candidates = termBits ? termBits[w]! : -1;
    if (candidates === 0) {
      matchBits[w] = 0;
      continue;
    }
    let asked = 0;
    for (let i = 0; i < candidateSets.length; i++) asked |= candidateSets[i]![w]!;
    candidates &= asked;
    if (dates && candidates !== 0) candidates = dates.keep(w, candidates);
    let kept = candidates;
    if ((priced || sized) && candidates !== 0) {
      // Only the filtered columns' bitsets are read: the others would pass every row.
      let possible = candidates;
      if (priced) {
        possible &= prices.lowPossible[w]! & ~prices.highFail[w]!;
        kept = possible & prices.lowSure[w]! & ~prices.highUnsure[w]!;
      }
      if (sized) {
        possible &= sizes.lowPossible[w]!;
        kept = (priced ? kept : possible) & sizes.lowSure[w]!;
      }
      for (let unsure = possible & ~kept; unsure !== 0; ) {
        const lowest = unsure & -unsure;
        unsure ^= lowest;
        const row = (w << 5) | (31 - Math.clz32(lowest));
        const value = priceCents[row]!;
        if (value >= minCents && value <= maxCents && size[row]! >= minSize) kept |= lowest;
      }
    }
    matchBits[w] = kept;
  }
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
  matchBits.set(index.liveBits);
  const { facets } = refineMatches(index, undefined, matchBits);
  return {
    ...(query.place?.pins ? { pinsJson: pinsOf(index, matchBits) } : {}),
    facets,
    ids: Array.from(rows, (row) => index.ids[row]!),
    total,
    types: typesIn(typesSeen),
    page,
    pageCount: pages,
  };
}

/**
 * The page in sort order. Very few matches: sort just them. Otherwise walk the presorted order and
 * pick the matching rows (a bit test each), which costs one pass however deep the page: a
 * comparison in a sort costs some 30 steps of the walk (measured over the search benchmark's mix).
 */
function pageOfMatches(index: SearchIndex, query: IndexQuery, m: number, offset: number): number[] {
  if (m === 0 || offset >= m) return [];
  if (m * Math.log2(m + 1) * 32 < index.liveCount) {
    return Array.from(
      matchedRows(m)
        .sort(comparatorFor(index, query.sort))
        .subarray(offset, offset + query.pageSize),
    );
  }
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
    if ((matchBits[row >>> 5]! & (1 << (row & 31))) === 0) continue;
    if (seen++ >= skip) page.push(row);
  }
  return backwards ? page.reverse() : page;
}

/** The rows of `matchBits`, in row order; `m` is how many there are. */
function matchedRows(m: number): Uint32Array {
  const rows = new Uint32Array(m);
  let n = 0;
  forEachBit(matchBits, (row) => {
    rows[n++] = row;
  });
  return rows;
}

function typesIn(mask: number): LocationType[] {
  const types: LocationType[] = [];
  for (let code = 1; code < 32; code++) {
    const type = typeOfCode(code);
    if (type && mask & (1 << code)) types.push(type);
  }
  return types;
}
