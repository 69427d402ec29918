import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS } from '@setspot/domain/listings/listing-options';
import { LOCATION_TYPES } from '@setspot/domain/listings/location-types';
import {
  FACET_KEYS,
  NO_PRODUCTION_FILTERS,
  PERMIT_CHOICES,
  type ProductionFilters,
} from '@setspot/domain/search/production-filters';
import { describe, expect, it } from 'vitest';
import { NUMERIC_KEYS, type NumericKey, type ProductionValues } from './production-bits.ts';
import { refineMatches } from './scouting-filters.ts';
import { SearchIndex } from './search-index.ts';

function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function values(rand: () => number): ProductionValues {
  const maybe = <T>(value: T) => (rand() < 0.2 ? null : value);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  return {
    ceilingHeight: maybe(8 + Math.floor(rand() * 16)),
    powerAmps: rand() < 0.3 ? 0 : pick([30, 60, 100, 150, 200, 400, 800]),
    naturalLight: maybe(pick(NATURAL_LIGHT_OPTIONS)),
    noiseLevel: maybe(pick(NOISE_LEVEL_OPTIONS)),
    parkingCapacity: maybe(Math.floor(rand() * 25)),
    permitRequired: maybe(rand() < 0.5),
    hasLoadInNotes: rand() < 0.4,
    maxCrewSize: maybe(Math.floor(rand() * 60)),
  };
}

function randomFilters(rand: () => number): ProductionFilters {
  const filters: ProductionFilters = { ...NO_PRODUCTION_FILTERS, light: [] };
  // Thresholds on and off the panel's choices ('at least 13' reads the values too).
  const atLeast: Record<NumericKey, number[]> = {
    minCeiling: [10, 12, 13, 16, 20, 6],
    minPower: [60, 100, 150, 200, 400, 20],
    minParking: [1, 2, 3, 5, 10, 20],
    crew: [5, 10, 25, 30, 50, 2],
  };
  for (const key of NUMERIC_KEYS)
    if (rand() < 0.35) filters[key] = atLeast[key][Math.floor(rand() * atLeast[key].length)]!;
  if (rand() < 0.35) filters.light = NATURAL_LIGHT_OPTIONS.filter(() => rand() < 0.4);
  if (rand() < 0.3) filters.maxNoise = NOISE_LEVEL_OPTIONS[Math.floor(rand() * NOISE_LEVEL_OPTIONS.length)];
  if (rand() < 0.3) filters.permit = PERMIT_CHOICES[Math.floor(rand() * PERMIT_CHOICES.length)];
  if (rand() < 0.3) filters.loadIn = true;
  return filters;
}

/** Whether row `row` passes filter `key` as asked, read from the listing's own values. */
function passesFilter(v: ProductionValues, key: (typeof FACET_KEYS)[number], f: ProductionFilters): boolean {
  const noise = (level: string | null) => (level === null ? -1 : NOISE_LEVEL_OPTIONS.indexOf(level as never));
  switch (key) {
    case 'minCeiling':
      return f.minCeiling === undefined || (v.ceilingHeight ?? -1) >= f.minCeiling;
    case 'minPower':
      return f.minPower === undefined || (v.powerAmps > 0 ? v.powerAmps : -1) >= f.minPower;
    case 'minParking':
      return f.minParking === undefined || (v.parkingCapacity ?? -1) >= f.minParking;
    case 'crew':
      return f.crew === undefined || (v.maxCrewSize ?? -1) >= f.crew;
    case 'light':
      return f.light.length === 0 || f.light.includes(v.naturalLight as never);
    case 'maxNoise':
      return (
        f.maxNoise === undefined ||
        (noise(v.noiseLevel) >= 0 && noise(v.noiseLevel) <= NOISE_LEVEL_OPTIONS.indexOf(f.maxNoise))
      );
    case 'permit':
      return f.permit === undefined || v.permitRequired === (f.permit === 'required');
    default:
      return !f.loadIn || v.hasLoadInNotes;
  }
}

/** The filters with `key` asked as `choice` (its c-th choice on the panel). */
function withChoice(f: ProductionFilters, key: (typeof FACET_KEYS)[number], c: number): ProductionFilters {
  const thresholds: Record<NumericKey, readonly number[]> = {
    minCeiling: [10, 12, 16, 20],
    minPower: [60, 100, 200, 400],
    minParking: [1, 2, 5, 10, 20],
    crew: [5, 10, 25, 50],
  };
  if ((NUMERIC_KEYS as readonly string[]).includes(key))
    return { ...f, [key]: thresholds[key as NumericKey][c] };
  if (key === 'light') return { ...f, light: [NATURAL_LIGHT_OPTIONS[c]!] };
  if (key === 'maxNoise') return { ...f, maxNoise: NOISE_LEVEL_OPTIONS[c] };
  if (key === 'permit') return { ...f, permit: PERMIT_CHOICES[c] };
  return { ...f, loadIn: true };
}

describe('refineMatches', () => {
  it('narrows and counts each choice as a row-by-row reading of the listings does, sparse and full', () => {
    const rand = random(7);
    const index = new SearchIndex();
    const held = new Map<number, ProductionValues>();
    // Past the first allocation (1,024 rows), so the masks grow with the bitsets; some rows removed.
    for (let n = 0; n < 2500; n++) {
      const production = values(rand);
      const id = `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
      const row = index.put({
        id,
        title: `Place ${n}`,
        description: '',
        city: 'Austin',
        state: 'TX',
        type: LOCATION_TYPES[n % LOCATION_TYPES.length]!,
        address: '',
        zip: '',
        priceCents: 10_000,
        squareFootage: null,
        createdAtMs: n,
        ratingSum: 0,
        reviewCount: 0,
        production,
      });
      held.set(row, production);
      if (rand() < 0.05) held.delete(index.remove(id)!);
    }
    const words = (index.highWater + 31) >>> 5;
    for (let round = 0; round < 60; round++) {
      // Some rounds leave one or two rows a word (counted row by row), others most of them.
      const density = [0.02, 0.08, 0.5, 0.95][round % 4]!;
      const matches = new Uint32Array(index.capacity >>> 5);
      const asked: number[] = [];
      for (const row of held.keys()) {
        if (rand() < density) {
          matches[row >>> 5]! |= 1 << (row & 31);
          asked.push(row);
        }
      }
      const filters = randomFilters(rand);
      const result = refineMatches(index, filters, matches);
      const passAll = (v: ProductionValues, f: ProductionFilters, except?: string) =>
        FACET_KEYS.every((key) => key === except || passesFilter(v, key, f));
      const kept = asked.filter((row) => passAll(held.get(row)!, filters));
      const left: number[] = [];
      for (let w = 0; w < words; w++)
        for (let b = 0; b < 32; b++) if (matches[w]! & (1 << b)) left.push((w << 5) | b);
      expect(left.sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));
      expect(result.total).toBe(kept.length);
      // The types the kept rows hold, as a bit per type code.
      const typesKept = kept.reduce((mask, row) => mask | (1 << index.type[row]!), 0);
      expect(result.typesSeen).toBe(typesKept);
      for (const key of FACET_KEYS) {
        const expected = result.facets[key].map(
          (_, c) =>
            asked.filter((row) => {
              const v = held.get(row)!;
              return passAll(v, filters, key) && passesFilter(v, key, withChoice(filters, key, c));
            }).length,
        );
        expect(result.facets[key], `${key} at density ${density}: ${JSON.stringify(filters)}`).toEqual(
          expected,
        );
      }
    }
  }, 30_000);
});
