import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS } from '@setspot/domain/listings/listing-options';
import {
  FACET_KEYS,
  type Facets,
  PERMIT_CHOICES,
  type ProductionFilters,
} from '@setspot/domain/search/production-filters';
import { bitCount, bitCountOfAnd } from './bit-count.ts';
import { NUMERIC_KEYS, type NumericKey, ProductionBits } from './production-bits.ts';
import type { SearchIndex } from './search-index.ts';

/** One asked filter: rows in any of `sets` pass, and with `atLeast`, only if their value is that much. */
type Selection = {
  sets: readonly Uint32Array[];
  column?: Float64Array;
  atLeast?: number;
};

/** The asked production filters, by FACET_KEYS position (null: not asked). */
function selectionsOf(bits: ProductionBits, filters: ProductionFilters | undefined): (Selection | null)[] {
  return FACET_KEYS.map((key, k) => {
    const sets = bits.choiceBits[k]!;
    if (!filters) return null;
    if ((NUMERIC_KEYS as readonly string[]).includes(key)) {
      const numeric = key as NumericKey;
      const atLeast = filters[numeric];
      if (atLeast === undefined) return null;
      const index = ProductionBits.thresholdIndex(numeric, atLeast);
      const exact = ProductionBits.isThreshold(numeric, atLeast);
      // Below every choice: every row with a value may pass ('-1' stands for none).
      return {
        sets: index >= 0 ? [sets[index]!] : [],
        ...(exact ? {} : { column: bits.values[numeric], atLeast }),
      };
    }
    switch (key) {
      case 'light':
        return filters.light.length === 0
          ? null
          : { sets: filters.light.map((option) => sets[NATURAL_LIGHT_OPTIONS.indexOf(option)]!) };
      case 'maxNoise':
        return filters.maxNoise ? { sets: [sets[NOISE_LEVEL_OPTIONS.indexOf(filters.maxNoise)]!] } : null;
      case 'permit':
        return filters.permit ? { sets: [sets[PERMIT_CHOICES.indexOf(filters.permit)]!] } : null;
      default:
        return filters.loadIn ? { sets: [sets[0]!] } : null;
    }
  });
}

/** The rows of word `w` among `base` that pass one filter. */
function passing(selection: Selection, w: number, base: number): number {
  let rows = selection.sets.length > 0 ? 0 : base;
  for (const set of selection.sets) rows |= set[w]!;
  rows &= base;
  const { column, atLeast } = selection;
  if (column && atLeast !== undefined) {
    for (let left = rows; left !== 0; ) {
      const lowest = left & -left;
      left ^= lowest;
      if (column[(w << 5) | (31 - Math.clz32(lowest))]! < atLeast) rows &= ~lowest;
    }
  }
  return rows;
}

export type Refined = { total: number; typesSeen: number; facets: Facets };

// A word with at most this many matches is counted row by row, through each row's mask of choices
// (a bit step per choice the row holds: one per filter it states, plus each threshold its value
// reaches); fuller words by a bit count of each of the 29 choices' words, choice by choice over those
// words only (a tight loop over two arrays). The two cost about the same near 6 rows (measured over
// 100,000 rows at densities from 0.5 to 90 %).
const ROW_BY_ROW = 6;

// Scratch space reused by every question (a search runs start to end without yielding): the fuller
// words' numbers, their matches with every asked filter, and with every asked filter but one.
let fullWords = new Int32Array(0);
let keptByWord = new Uint32Array(0);
let othersByWord: Uint32Array[] = [];
// Bit-sliced counts of the rows counted one by one (32 levels: more rows than any index holds).
const sliced = new Int32Array(32);

/**
 * Narrows the matches in `matches` (the rows every other filter let through) to the production
 * filters asked, in place, and counts each filter's choices: a choice's count is how many matches
 * it would leave with the other production filters kept and its own filter changed to it, so the
 * counts beside the panel's choices say what picking one would give. `possibleTypes`: the type
 * codes (bit per code) the matches can hold, those the question asked for; all when not given.
 */
export function refineMatches(
  index: SearchIndex,
  filters: ProductionFilters | undefined,
  matches: Uint32Array,
  possibleTypes = -1,
): Refined {
  const { production, typeBits } = index;
  const { choiceBits, choiceMasks, choiceStart, rowChoices } = production;
  const selections = selectionsOf(production, filters);
  const asked = selections.flatMap((selection, k) => (selection ? [k] : []));
  const words = (index.highWater + 31) >>> 5;
  if (keptByWord.length < words) {
    fullWords = new Int32Array(index.capacity >>> 5);
    keptByWord = new Uint32Array(index.capacity >>> 5);
    othersByWord = [];
  }
  while (othersByWord.length < FACET_KEYS.length) othersByWord.push(new Uint32Array(keptByWord.length));
  // Counts by choice, all filters' choices in one row (choiceStart).
  const counts = new Int32Array(choiceStart.at(-1)!);
  // The rows counted one by one add their masks of choices (at most 32) to counters kept bit-sliced:
  // level l holds bit l of every choice's count, so a row costs a few steps however many choices it
  // holds (one step per choice before, which was most of a sparse question's counting).
  sliced.fill(0);
  const passes = new Int32Array(FACET_KEYS.length);
  let fullCount = 0;
  let total = 0;
  for (let w = 0; w < words; w++) {
    const base = matches[w]!;
    if (base === 0) continue;
    let all = base;
    for (const k of asked) {
      passes[k] = passing(selections[k]!, w, base);
      all &= passes[k]!;
    }
    matches[w] = all;
    const baseCount = bitCount(base);
    total += all === base ? baseCount : bitCount(all);
    if (baseCount > ROW_BY_ROW) {
      fullWords[fullCount++] = w;
      keptByWord[w] = all;
      for (const k of asked) {
        let others = base;
        for (const j of asked) if (j !== k) others &= passes[j]!;
        othersByWord[k]![w] = others;
      }
      continue;
    }
    for (let left = base; left !== 0; ) {
      const lowest = left & -left;
      left ^= lowest;
      let held = rowChoices[(w << 5) | (31 - Math.clz32(lowest))]!;
      if ((all & lowest) === 0) {
        // A row that fails one asked filter counts only beside that filter's choices (what
        // changing it would give); one that fails two counts nowhere.
        let failed = -1;
        for (const k of asked) {
          if ((passes[k]! & lowest) !== 0) continue;
          failed = failed === -1 ? k : -2;
        }
        if (failed < 0) continue;
        held &= choiceMasks[failed]!;
      }
      // Adds the row's choices to the bit-sliced counters: a carry ripples up only as far as it goes.
      for (let level = 0; held !== 0; level++) {
        const counter = sliced[level]!;
        sliced[level] = counter ^ held;
        held &= counter;
      }
    }
  }
  for (let level = 0; level < sliced.length; level++) {
    for (let bits = sliced[level]!; bits !== 0; ) {
      const bit = bits & -bits;
      bits ^= bit;
      counts[31 - Math.clz32(bit)]! += 2 ** level;
    }
  }
  if (fullCount > 0) {
    for (let k = 0; k < FACET_KEYS.length; k++) {
      // A filter not asked counts among the matches of every asked one; an asked one among the others'.
      const source = selections[k] ? othersByWord[k]! : keptByWord;
      const sets = choiceBits[k]!;
      for (let c = 0; c < sets.length; c++) {
        counts[choiceStart[k]! + c]! += bitCountOfAnd(source, sets[c]!, fullWords, fullCount);
      }
    }
  }
  // Each type the matches may hold (the asked ones) is looked for until a word shows it: a type
  // the question left out would be looked for in every word, to be found in none.
  let typesSeen = 0;
  for (let code = 1; code < typeBits.length; code++) {
    if ((possibleTypes & (1 << code)) === 0) continue;
    const bits = typeBits[code]!;
    for (let w = 0; w < words; w++) {
      if ((bits[w]! & matches[w]!) !== 0) {
        typesSeen |= 1 << code;
        break;
      }
    }
  }
  return { total, typesSeen, facets: facetsOf(counts, choiceStart) };
}

function facetsOf(counts: Int32Array, choiceStart: readonly number[]): Facets {
  const facets: Partial<Record<string, number[]>> = {};
  FACET_KEYS.forEach((key, k) => {
    facets[key] = Array.from(counts.subarray(choiceStart[k]!, choiceStart[k + 1]!));
  });
  return facets as unknown as Facets;
}
