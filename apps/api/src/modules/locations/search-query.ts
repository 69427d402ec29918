import type { LocationType } from '@setspot/domain/location-types';
import { clampPage, pageCount, pageOffset } from '@setspot/domain/search-filters';
import type { SortValue } from '@setspot/domain/sort-options';
import { type SearchIndex, typeCode, typeOfCode } from './search-index.ts';
import { comparatorFor } from './search-order.ts';
import { querySignature, SIGNATURE_WORDS } from './search-text.ts';

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

let scratch = new Uint32Array(0);

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
 * Collects the matching rows into `out`. Cheap tests first: type, then the bigram signature, then
 * price and size, and only then the substring test itself.
 */
function matchRows(index: SearchIndex, query: IndexQuery, out: Uint32Array) {
  let typeMask = 0;
  for (const type of query.types) typeMask |= 1 << typeCode(type);
  const minCents = query.minCents ?? Number.NEGATIVE_INFINITY;
  const maxCents = query.maxCents ?? Number.POSITIVE_INFINITY;
  const minSize = query.minSize ?? Number.NEGATIVE_INFINITY;
  const { term } = query;
  const pairs = term ? querySignature(term) : [];
  const words = Int32Array.from(pairs, ([word]) => word);
  const masks = Int32Array.from(pairs, ([, mask]) => mask);
  const signatureLength = pairs.length;
  const { type, priceCents, size, signature, text } = index;
  let total = 0;
  let typesSeen = 0;
  for (let row = 0; row < index.highWater; row++) {
    const code = type[row]!;
    if (code === 0 || (typeMask !== 0 && (typeMask & (1 << code)) === 0)) continue;
    if (signatureLength > 0) {
      const base = row * SIGNATURE_WORDS;
      let k = 0;
      while (k < signatureLength && (signature[base + words[k]!]! & masks[k]!) === masks[k]!) k++;
      if (k < signatureLength) continue;
    }
    const price = priceCents[row]!;
    if (price < minCents || price > maxCents || size[row]! < minSize) continue;
    if (term && !text[row]!.includes(term)) continue;
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
  const end = offset + query.pageSize;
  const m = matches.length;
  if (m === 0) return [];
  if (m * Math.log2(m + 1) < index.liveCount / 4) {
    return Array.from(matches.slice().sort(comparatorFor(index, query.sort)).subarray(offset, end));
  }
  const wanted = new Uint8Array(index.highWater);
  for (const row of matches) wanted[row] = 1;
  const order = index.orders[query.sort];
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < index.liveCount && page.length < query.pageSize; i++) {
    const row = order[i]!;
    if (wanted[row] === 0) continue;
    if (seen++ >= offset) page.push(row);
  }
  return page;
}

function typesIn(mask: number): LocationType[] {
  const types: LocationType[] = [];
  for (let code = 1; code < 32; code++) {
    const type = typeOfCode(code);
    if (type && mask & (1 << code)) types.push(type);
  }
  return types;
}
