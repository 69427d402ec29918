import { type BigramIndex, forEachBit } from './bigram-index.ts';

/**
 * What term matching reads of the search index: its texts by row and their bigrams. Declared here
 * rather than imported, so that the index (which holds a TermMatches) and this file do not import
 * each other.
 */
export type IndexedTexts = {
  readonly capacity: number;
  readonly highWater: number;
  readonly text: readonly string[];
  readonly bigrams: BigramIndex;
  isLive(row: number): boolean;
};

/**
 * Which rows contain a search term, as one bit per row, kept for the terms asked most recently.
 * Many questions share a term ('ca' with every filter, sort and page), so only the first one scans
 * every listing's text; the rest visit just the matching rows. Kept exact through changes: the rows
 * that changed are tested again for every kept term.
 */
export class TermMatches {
  private readonly sets = new Map<string, Uint32Array>();

  constructor(private readonly maxTerms = 256) {}

  /** The term's rows as a bitset over rows (bit r of word r >> 5). */
  get(index: IndexedTexts, term: string): Uint32Array {
    const cached = this.sets.get(term);
    if (cached && cached.length * 32 >= index.highWater) {
      this.sets.delete(term);
      this.sets.set(term, cached);
      return cached;
    }
    const bits = scan(index, term);
    this.sets.set(term, bits);
    for (const [oldest] of this.sets) {
      if (this.sets.size <= this.maxTerms) break;
      this.sets.delete(oldest);
    }
    return bits;
  }

  /** After rows were put or removed: test them again against every kept term. */
  update(index: IndexedTexts, rows: Iterable<number>): void {
    const changed = [...rows];
    for (const [term, bits] of this.sets) {
      for (const row of changed) {
        const word = row >>> 5;
        if (word >= bits.length) {
          // The index grew past this set: drop it, the next question rebuilds it.
          this.sets.delete(term);
          break;
        }
        const mask = 1 << (row & 31);
        if (index.isLive(row) && index.text[row]!.includes(term)) bits[word] = bits[word]! | mask;
        else bits[word] = bits[word]! & ~mask;
      }
    }
  }

  clear(): void {
    this.sets.clear();
  }
}

/**
 * The term's rows: those holding all its 2-character pieces (bigram-index.ts), confirmed by
 * `includes` when the term is longer than one piece. A one-character term checks every row.
 */
function scan(index: IndexedTexts, term: string): Uint32Array {
  const words = Math.ceil(index.capacity / 32);
  const { text } = index;
  const candidates = index.bigrams.candidates(term, words);
  if (candidates === null) {
    const bits = new Uint32Array(words);
    for (let row = 0; row < index.highWater; row++) {
      if (index.isLive(row) && text[row]!.includes(term))
        bits[row >>> 5] = bits[row >>> 5]! | (1 << (row & 31));
    }
    return bits;
  }
  if (term.length === 2) return candidates;
  forEachBit(candidates, (row) => {
    if (!text[row]!.includes(term)) candidates[row >>> 5] = candidates[row >>> 5]! & ~(1 << (row & 31));
  });
  return candidates;
}
