import type { NaturalLightOption, NoiseLevelOption } from '@setspot/domain/listings/listing-options';
import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS } from '@setspot/domain/listings/listing-options';
import {
  CEILING_CHOICES,
  CREW_CHOICES,
  FACET_KEYS,
  type FacetKey,
  PARKING_CHOICES,
  PERMIT_CHOICES,
  POWER_CHOICES,
} from '@setspot/domain/search/production-filters';

/** What the index keeps of a listing's scout fields (the production filters read these). */
export type ProductionValues = {
  ceilingHeight: number | null;
  /** From the power text (production-filters.ts powerAmps); 0 when it states none. */
  powerAmps: number;
  naturalLight: NaturalLightOption | null;
  noiseLevel: NoiseLevelOption | null;
  parkingCapacity: number | null;
  permitRequired: boolean | null;
  hasLoadInNotes: boolean;
  maxCrewSize: number | null;
};

/** A listing that states none of them. */
export const NO_PRODUCTION_VALUES: ProductionValues = Object.freeze({
  ceilingHeight: null,
  powerAmps: 0,
  naturalLight: null,
  noiseLevel: null,
  parkingCapacity: null,
  permitRequired: null,
  hasLoadInNotes: false,
  maxCrewSize: null,
});

/** The numeric filters ('at least N'): a value column each, -1 where the listing states none. */
export const NUMERIC_KEYS = ['minCeiling', 'minPower', 'minParking', 'crew'] as const;
export type NumericKey = (typeof NUMERIC_KEYS)[number];

const THRESHOLDS: Record<NumericKey, readonly number[]> = {
  minCeiling: CEILING_CHOICES,
  minPower: POWER_CHOICES,
  minParking: PARKING_CHOICES,
  crew: CREW_CHOICES,
};

function numericValue(key: NumericKey, values: ProductionValues): number {
  const value = {
    minCeiling: values.ceilingHeight,
    minPower: values.powerAmps > 0 ? values.powerAmps : null,
    minParking: values.parkingCapacity,
    crew: values.maxCrewSize,
  }[key];
  return value ?? -1;
}

/** Whether a listing is in each choice of a filter (in FACET_CHOICES' order). */
function choicesHeld(key: FacetKey, values: ProductionValues): boolean[] {
  switch (key) {
    case 'light':
      return NATURAL_LIGHT_OPTIONS.map((option) => values.naturalLight === option);
    case 'maxNoise': {
      const level = values.noiseLevel === null ? -1 : NOISE_LEVEL_OPTIONS.indexOf(values.noiseLevel);
      return NOISE_LEVEL_OPTIONS.map((_, k) => level >= 0 && level <= k);
    }
    case 'permit':
      return PERMIT_CHOICES.map((choice) =>
        choice === 'required' ? values.permitRequired === true : values.permitRequired === false,
      );
    case 'loadIn':
      return [values.hasLoadInNotes];
    default: {
      const value = numericValue(key, values);
      return THRESHOLDS[key].map((threshold) => value >= threshold);
    }
  }
}

/**
 * The production filters' part of the search index (ADR 0041): for every choice the filter panel
 * offers, the rows holding it as a bitset over rows (bit r of word r >> 5), like the type bitsets,
 * so a filter is an AND of words and a choice's count (its facet) a bit count over the same words.
 * 'At least N' for an N that is not a choice reads the next lower choice's bits and tests the rows
 * in them against the value column.
 */
export class ProductionBits {
  /** By filter (FACET_KEYS), by choice. */
  choiceBits: Uint32Array[][] = FACET_KEYS.map(() => []);
  /**
   * The same by row: bit `choiceStart[k] + c` of a row's mask is set when the row holds choice c of
   * filter k. Counting a few rows is cheaper through these than a bit count of every choice's word
   * (scouting-filters.ts).
   */
  rowChoices = new Uint32Array(0);
  /** Where each filter's choices start in a row's mask, and one past the last (FACET_KEYS order). */
  readonly choiceStart: readonly number[];
  /** Each filter's bits of a row's mask (FACET_KEYS order). */
  readonly choiceMasks: readonly number[];
  values: Record<NumericKey, Float64Array> = {
    minCeiling: new Float64Array(0),
    minPower: new Float64Array(0),
    minParking: new Float64Array(0),
    crew: new Float64Array(0),
  };

  constructor() {
    this.choiceBits = FACET_KEYS.map((key) =>
      choicesHeld(key, NO_PRODUCTION_VALUES).map(() => new Uint32Array(0)),
    );
    const starts = [0];
    for (const sets of this.choiceBits) starts.push(starts.at(-1)! + sets.length);
    if (starts.at(-1)! > 32) throw new Error('A row mask holds at most 32 production choices');
    this.choiceStart = starts;
    this.choiceMasks = FACET_KEYS.map((_, k) => {
      let mask = 0;
      for (let bit = starts[k]!; bit < starts[k + 1]!; bit++) mask |= 1 << bit;
      return mask;
    });
  }

  put(row: number, values: ProductionValues): void {
    const word = row >>> 5;
    const bit = 1 << (row & 31);
    let mask = 0;
    FACET_KEYS.forEach((key, k) => {
      const held = choicesHeld(key, values);
      const sets = this.choiceBits[k]!;
      for (let c = 0; c < sets.length; c++) {
        const bits = sets[c]!;
        bits[word] = held[c] ? bits[word]! | bit : bits[word]! & ~bit;
        if (held[c]) mask |= 1 << (this.choiceStart[k]! + c);
      }
    });
    this.rowChoices[row] = mask;
    for (const key of NUMERIC_KEYS) this.values[key][row] = numericValue(key, values);
  }

  remove(row: number): void {
    const word = row >>> 5;
    const bit = ~(1 << (row & 31));
    for (const sets of this.choiceBits) for (const bits of sets) bits[word] = bits[word]! & bit;
    this.rowChoices[row] = 0;
    for (const key of NUMERIC_KEYS) this.values[key][row] = -1;
  }

  /** Widens every bitset and column to `capacity` rows (a multiple of 1,024). */
  grow(capacity: number): void {
    this.choiceBits = this.choiceBits.map((sets) =>
      sets.map((old) => {
        const next = new Uint32Array(capacity >>> 5);
        next.set(old);
        return next;
      }),
    );
    const masks = new Uint32Array(capacity);
    masks.set(this.rowChoices);
    this.rowChoices = masks;
    for (const key of NUMERIC_KEYS) {
      const next = new Float64Array(capacity).fill(-1);
      next.set(this.values[key]);
      this.values[key] = next;
    }
  }

  /** The choice an 'at least N' filter reads (the largest threshold not above N), or -1 for none. */
  static thresholdIndex(key: NumericKey, atLeast: number): number {
    const thresholds = THRESHOLDS[key];
    let found = -1;
    for (let c = 0; c < thresholds.length; c++) if (thresholds[c]! <= atLeast) found = c;
    return found;
  }

  static isThreshold(key: NumericKey, atLeast: number): boolean {
    return THRESHOLDS[key].includes(atLeast);
  }
}
