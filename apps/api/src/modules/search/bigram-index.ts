import { bigramCodes } from './search-text.ts';

/** Rows holding one 2-character substring: a sorted list while few, a bitset over rows once many. */
type Posting = { rows: Uint32Array; length: number; bits: Uint32Array | null; count: number };

const scratch: number[] = [];

/**
 * For every 2-character substring of the search texts, the rows that hold it (the trigram index's
 * idea, one character shorter, so that two-letter terms such as state codes are answered exactly and
 * longer terms only check the rows that hold all their pairs).
 */
export class BigramIndex {
  private readonly postings = new Map<number, Posting>();

  add(row: number, text: string, capacity: number): void {
    for (const code of bigramCodes(text, scratch)) {
      let posting = this.postings.get(code);
      if (!posting) {
        posting = { rows: new Uint32Array(4), length: 0, bits: null, count: 0 };
        this.postings.set(code, posting);
      }
      insert(posting, row, capacity);
    }
  }

  remove(row: number, text: string): void {
    for (const code of bigramCodes(text, scratch)) {
      const posting = this.postings.get(code);
      if (posting) erase(posting, row);
    }
  }

  /**
   * The rows holding every 2-character substring of the term, as a bitset of `words` words; exact
   * for a two-character term. Null for a term too short to have one.
   */
  candidates(term: string, words: number): Uint32Array | null {
    const codes = [...bigramCodes(term, [])];
    return codes.length === 0 ? null : this.holdingAll(codes, words);
  }

  /** The rows holding every one of the 2-character pieces `codes` (at least one), as a bitset. */
  holdingAll(codes: readonly number[], words: number): Uint32Array {
    const result = new Uint32Array(words);
    const postings: Posting[] = [];
    for (const code of codes) {
      const posting = this.postings.get(code);
      if (!posting || posting.count === 0) return result;
      postings.push(posting);
    }
    postings.sort((a, b) => a.count - b.count);
    const [smallest, ...others] = postings as [Posting, ...Posting[]];
    if (postings.every((posting) => posting.bits)) {
      // Common pieces only: AND the bitsets a word (32 rows) at a time rather than row by row.
      const sets = postings.map((posting) => posting.bits!);
      for (let w = 0; w < words; w++) {
        let all = sets[0]![w] ?? 0;
        for (let i = 1; i < sets.length && all !== 0; i++) all &= sets[i]![w] ?? 0;
        result[w] = all;
      }
      return result;
    }
    const keep = (row: number) => {
      for (const other of others) if (!holds(other, row)) return;
      result[row >>> 5] = result[row >>> 5]! | (1 << (row & 31));
    };
    if (smallest.bits) forEachBit(smallest.bits, keep);
    else for (let i = 0; i < smallest.length; i++) keep(smallest.rows[i]!);
    return result;
  }
}

function holds(posting: Posting, row: number): boolean {
  if (posting.bits) return ((posting.bits[row >>> 5] ?? 0) & (1 << (row & 31))) !== 0;
  return posting.rows[search(posting, row)] === row;
}

/** First position in the list whose row is not below `row`. */
function search(posting: Posting, row: number): number {
  let low = 0;
  let high = posting.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (posting.rows[mid]! < row) low = mid + 1;
    else high = mid;
  }
  return low;
}

function insert(posting: Posting, row: number, capacity: number): void {
  const words = Math.ceil(capacity / 32);
  if (posting.bits) {
    if (posting.bits.length < words) posting.bits = widen(posting.bits, words);
    const mask = 1 << (row & 31);
    if ((posting.bits[row >>> 5]! & mask) === 0) posting.count++;
    posting.bits[row >>> 5] = posting.bits[row >>> 5]! | mask;
    return;
  }
  // Rows mostly arrive in increasing order (loading, new listings): then it is an append.
  const last = posting.length > 0 ? posting.rows[posting.length - 1]! : -1;
  const at = row > last ? posting.length : search(posting, row);
  if (at < posting.length && posting.rows[at] === row) return;
  // A list longer than the bitset would be is worth a bitset.
  if (posting.length + 1 >= words) {
    const bits = new Uint32Array(words);
    for (let i = 0; i < posting.length; i++) {
      const r = posting.rows[i]!;
      bits[r >>> 5] = bits[r >>> 5]! | (1 << (r & 31));
    }
    posting.bits = bits;
    posting.rows = new Uint32Array(0);
    posting.length = 0;
    insert(posting, row, capacity);
    return;
  }
  if (posting.length === posting.rows.length) posting.rows = widen(posting.rows, posting.rows.length * 2);
  posting.rows.copyWithin(at + 1, at, posting.length);
  posting.rows[at] = row;
  posting.length++;
  posting.count++;
}

function erase(posting: Posting, row: number): void {
  if (posting.bits) {
    const mask = 1 << (row & 31);
    const word = posting.bits[row >>> 5] ?? 0;
    if ((word & mask) === 0) return;
    posting.bits[row >>> 5] = word & ~mask;
    posting.count--;
    return;
  }
  const at = search(posting, row);
  if (at >= posting.length || posting.rows[at] !== row) return;
  posting.rows.copyWithin(at, at + 1, posting.length);
  posting.length--;
  posting.count--;
}

function widen(array: Uint32Array, length: number): Uint32Array {
  const next = new Uint32Array(length);
  next.set(array);
  return next;
}

export function forEachBit(bits: Uint32Array, visit: (row: number) => void): void {
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word]!;
    while (rest !== 0) {
      const lowest = rest & -rest;
      visit((word << 5) + 31 - Math.clz32(lowest));
      rest ^= lowest;
    }
  }
}
