import { type BigramIndex, forEachBit } from './bigram-index.ts';
import type { Viewer } from './search-answers.ts';
import { bigramCodes, searchWordsOf, shortFieldsOf } from './search-text.ts';
import { allowsTypo, oneEditMatcher } from './typo-match.ts';

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
  /** Street address and zip by row, and their bigrams: matched for members only. */
  readonly addressText: readonly string[];
  readonly addressBigrams: BigramIndex;
  /** The same for the short fields alone (title, city, state, type): where typos are looked for. */
  readonly shortBigrams: BigramIndex;
  isLive(row: number): boolean;
};

/** The rows a key matches, and the test that decides a changed row. */
type Matches = { bits: Uint32Array; test: (index: IndexedTexts, row: number) => boolean };

// Keys of words matched with a typo start with a character no query holds (search-text.ts).
const NEAR = '\u0001';
// Scratch for the rows of a query of several words (a search runs start to end without yielding).
let allWords = new Uint32Array(0);

/**
 * Which rows contain a search word, as one bit per row, kept for the words asked most recently.
 * Many questions share a word ('ca' with every filter, sort and page), so only the first one scans
 * every listing's text; the rest visit just the matching rows. Kept exact through changes: the rows
 * that changed are tested again for every kept word.
 */
export class TermMatches {
  private readonly sets = new Map<string, Matches>();
  /**
   * Members' address words, kept apart with their own limit: they would otherwise push out the
   * public words both kinds of caller share.
   */
  private readonly addressSets = new Map<string, Matches>();

  constructor(private readonly maxTerms = 256) {}

  /**
   * The rows holding every word of a normalised term, each in any field and in any order; a word of
   * 5 letters or more may also be in a short field with one typo. For a member a word may also be
   * in the street address or zip (unchanged); a visitor's rows never depend on them, as a visitor
   * does not see them. Null for a term without words.
   */
  ofTerm(index: IndexedTexts, term: string, viewer: Viewer = 'visitor'): Uint32Array | null {
    const words = searchWordsOf(term);
    if (words.length === 0) return null;
    const sets = words.map((word) => (allowsTypo(word) ? this.near(index, word) : this.get(index, word)));
    if (viewer === 'visitor' && sets.length === 1) return sets[0]!;
    const addresses = viewer === 'member' ? words.map((word) => this.inAddresses(index, word)) : null;
    const length = Math.ceil(index.capacity / 32);
    if (allWords.length < length) allWords = new Uint32Array(length);
    // A kept set may be shorter than the index's capacity: the rows past its end match nothing.
    // One plain loop per set, as for visitors before addresses were searched.
    allWords.fill(-1 >>> 0, 0, length);
    for (let i = 0; i < sets.length; i++) {
      const bits = sets[i]!;
      const address = addresses?.[i];
      if (address)
        for (let w = 0; w < length; w++) allWords[w] = allWords[w]! & ((bits[w] ?? 0) | (address[w] ?? 0));
      else for (let w = 0; w < length; w++) allWords[w] = allWords[w]! & (bits[w] ?? 0);
    }
    return allWords;
  }

  /** The rows whose street address or zip holds the word unchanged (asked for members only). */
  private inAddresses(index: IndexedTexts, word: string): Uint32Array {
    return this.kept(
      this.addressSets,
      index,
      word,
      (at, row) => at.addressText[row]!.includes(word),
      () => scan(index, index.addressBigrams, index.addressText, word),
    );
  }

  /** The word's rows as a bitset over rows (bit r of word r >> 5): texts holding it unchanged. */
  get(index: IndexedTexts, word: string): Uint32Array {
    return this.kept(
      this.sets,
      index,
      word,
      (at, row) => at.text[row]!.includes(word),
      () => scan(index, index.bigrams, index.text, word),
    );
  }

  /**
   * Texts holding the word unchanged in any field, or with one edit (typo-match.ts) in the title,
   * city, state or type. Descriptions are long and generated ones repeat the same words, so looking
   * for typos in them made a new word's first question cost several times an exact one (ADR 0008).
   */
  private near(index: IndexedTexts, word: string): Uint32Array {
    const exact = this.get(index, word);
    const typo = oneEditMatcher(word);
    const test = (at: IndexedTexts, row: number) => {
      const text = at.text[row]!;
      return text.includes(word) || typo(shortFieldsOf(text));
    };
    return this.kept(this.sets, index, NEAR + word, test, () => {
      const words = Math.ceil(index.capacity / 32);
      // An edit at letter i changes at most the two pieces that hold it (bigram-index.ts): short
      // fields holding the word with that edit hold every other piece. Only those rows are checked.
      const pieces = bigramCodes(word, []);
      const candidates = new Uint32Array(words);
      for (let i = 0; i < word.length; i++) {
        const rest = pieces.filter((_, piece) => piece !== i - 1 && piece !== i);
        const rows = index.shortBigrams.holdingAll(rest, words);
        for (let w = 0; w < words; w++) candidates[w] = candidates[w]! | rows[w]!;
      }
      // Rows holding the word unchanged are in already; only the others are read for a typo.
      for (let w = 0; w < words; w++) candidates[w] = candidates[w]! & ~(exact[w] ?? 0);
      const { text } = index;
      forEachBit(candidates, (row) => {
        if (!typo(shortFieldsOf(text[row]!)))
          candidates[row >>> 5] = candidates[row >>> 5]! & ~(1 << (row & 31));
      });
      for (let w = 0; w < words; w++) candidates[w] = candidates[w]! | (exact[w] ?? 0);
      return candidates;
    });
  }

  private kept(
    sets: Map<string, Matches>,
    index: IndexedTexts,
    key: string,
    test: Matches['test'],
    compute: () => Uint32Array,
  ): Uint32Array {
    const cached = sets.get(key);
    if (cached && cached.bits.length * 32 >= index.highWater) {
      sets.delete(key);
      sets.set(key, cached);
      return cached.bits;
    }
    const bits = compute();
    sets.set(key, { bits, test });
    for (const [oldest] of sets) {
      if (sets.size <= this.maxTerms) break;
      sets.delete(oldest);
    }
    return bits;
  }

  /** After rows were put or removed: test them again against every kept word. */
  update(index: IndexedTexts, rows: Iterable<number>): void {
    const changed = [...rows];
    for (const sets of [this.sets, this.addressSets]) {
      for (const [key, { bits, test }] of sets) {
        for (const row of changed) {
          const word = row >>> 5;
          if (word >= bits.length) {
            // The index grew past this set: drop it, the next question rebuilds it.
            sets.delete(key);
            break;
          }
          const mask = 1 << (row & 31);
          if (index.isLive(row) && test(index, row)) bits[word] = bits[word]! | mask;
          else bits[word] = bits[word]! & ~mask;
        }
      }
    }
  }

  clear(): void {
    this.sets.clear();
    this.addressSets.clear();
  }
}

/**
 * The word's rows in `text` (the public fields, or the addresses): those holding all its 2-character
 * pieces (bigram-index.ts), confirmed by `includes` when the word is longer than one piece. A
 * one-character word checks every row.
 */
function scan(index: IndexedTexts, bigrams: BigramIndex, text: readonly string[], term: string): Uint32Array {
  const words = Math.ceil(index.capacity / 32);
  const candidates = bigrams.candidates(term, words);
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
