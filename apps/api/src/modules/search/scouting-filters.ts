import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS } from '@setspot/domain/listings/listing-options';
import {
  FACET_KEYS,
  type Facets,
  PERMIT_CHOICES,
  type ProductionFilters,
} from '@setspot/domain/search/production-filters';
import { NUMERIC_KEYS, type NumericKey, ProductionBits } from './production-bits.ts';
import type { SearchIndex } from './search-index.ts';

/** One asked filter: rows in any of `sets` pass, and with `atLeast`, only if their value is that much. */
type Selection = {
  sets: readonly Uint32Array[];
  column?: Float64Array;
  atLeast?: number;
};

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

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

/**
 * Narrows the matches in `matches` (the rows every other filter let through) to the production
 * filters asked, in place, and counts each filter's choices: a choice's count is how many matches
 * it would leave with the other production filters kept and its own filter changed to it, so the
 * counts beside the panel's choices say what picking one would give. One pass over the words.
 */
export function refineMatches(
  index: SearchIndex,
  filters: ProductionFilters | undefined,
  matches: Uint32Array,
): Refined {
  const { production, typeBits } = index;
  const selections = selectionsOf(production, filters);
  const asked = selections.flatMap((selection, k) => (selection ? [k] : []));
  const counts = production.choiceBits.map((sets) => new Array<number>(sets.length).fill(0));
  const passes = new Int32Array(FACET_KEYS.length);
  const words = (index.highWater + 31) >>> 5;
  let total = 0;
  for (let w = 0; w < words; w++) {
    const base = matches[w]!;
    if (base === 0) continue;
    let all = base;
    for (const k of asked) {
      passes[k] = passing(selections[k]!, w, base);
      all &= passes[k]!;
    }
    for (let k = 0; k < FACET_KEYS.length; k++) {
      // The matches with every asked filter but this one.
      let others = base;
      for (const j of asked) if (j !== k) others &= passes[j]!;
      if (others === 0) continue;
      const sets = production.choiceBits[k]!;
      const row = counts[k]!;
      for (let c = 0; c < sets.length; c++) row[c]! += bitCount(others & sets[c]![w]!);
    }
    matches[w] = all;
    total += bitCount(all);
  }
  let typesSeen = 0;
  for (let code = 1; code < typeBits.length; code++) {
    const bits = typeBits[code]!;
    for (let w = 0; w < words; w++) {
      if ((bits[w]! & matches[w]!) !== 0) {
        typesSeen |= 1 << code;
        break;
      }
    }
  }
  return { total, typesSeen, facets: facetsOf(counts) };
}

function facetsOf(counts: readonly number[][]): Facets {
  const facets: Partial<Record<string, number[]>> = {};
  FACET_KEYS.forEach((key, k) => {
    facets[key] = counts[k]!;
  });
  return facets as unknown as Facets;
}
