import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS } from '@setspot/domain/listings/listing-options';
import { LOCATION_TYPES } from '@setspot/domain/listings/location-types';
import { type IndexedListing, SearchIndex } from '../apps/api/src/modules/search/search-index.ts';

/**
 * The child of index-memory.ts (run with --expose-gc): builds the search index of N synthetic
 * listings twice, first with no positions and no scout fields, then with both, and sends the memory
 * each took (after a full collection) and the bytes of the production bitsets and position columns.
 */
const listings = Number(process.argv[2]);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc');

const WORDS = [
  'sunlit',
  'loft',
  'brick',
  'garden',
  'rooftop',
  'diner',
  'studio',
  'warehouse',
  'quiet',
  'modern',
];
const CITIES = [
  { city: 'Los Angeles', state: 'CA', lat: 34.05, lng: -118.24 },
  { city: 'Brooklyn', state: 'NY', lat: 40.65, lng: -73.95 },
  { city: 'Austin', state: 'TX', lat: 30.27, lng: -97.74 },
  { city: 'Chicago', state: 'IL', lat: 41.88, lng: -87.63 },
  { city: 'Atlanta', state: 'GA', lat: 33.75, lng: -84.39 },
];

/** Deterministic draws in [0, 1) from the row number (a 32-bit integer hash). */
function draw(row: number, salt: number): number {
  let h = Math.imul(row ^ (salt * 0x9e3779b1), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}
const pick = <T>(items: readonly T[], row: number, salt: number) =>
  items[Math.floor(draw(row, salt) * items.length)]!;

function listing(row: number, scouting: boolean): IndexedListing {
  const place = pick(CITIES, row, 1);
  const words = `${pick(WORDS, row, 2)} ${pick(WORDS, row, 3)} ${pick(WORDS, row, 4)}`;
  return {
    id: `00000000-0000-4000-8000-${row.toString(16).padStart(12, '0')}`,
    title: `${words} ${row}`,
    description: `A ${words} space for a shoot, ${row % 97} minutes from the freeway.`,
    city: place.city,
    state: place.state,
    type: pick(LOCATION_TYPES, row, 5),
    address: `${row % 9000} Main Street`,
    zip: String(10000 + (row % 89999)),
    priceCents: 10_000 + Math.floor(draw(row, 6) * 200_000),
    squareFootage: 500 + Math.floor(draw(row, 7) * 9500),
    createdAtMs: 1_700_000_000_000 + row * 1000,
    ratingSum: row % 5,
    reviewCount: row % 3,
    ...(scouting
      ? {
          point: { lat: place.lat + (draw(row, 8) - 0.5) * 0.6, lng: place.lng + (draw(row, 9) - 0.5) * 0.6 },
          production: {
            ceilingHeight: 8 + Math.floor(draw(row, 10) * 20),
            powerAmps: pick([0, 60, 100, 200, 400], row, 11),
            naturalLight: pick(NATURAL_LIGHT_OPTIONS, row, 12),
            noiseLevel: pick(NOISE_LEVEL_OPTIONS, row, 13),
            parkingCapacity: Math.floor(draw(row, 14) * 20),
            permitRequired: draw(row, 15) < 0.5,
            hasLoadInNotes: draw(row, 16) < 0.6,
            maxCrewSize: 5 + Math.floor(draw(row, 17) * 60),
          },
        }
      : {}),
  };
}

/** The bytes of every typed array reachable from `root` (each buffer once): the index's columns and bitsets. */
function typedArrayBytes(root: unknown): number {
  const seen = new Set<unknown>();
  const buffers = new Set<ArrayBufferLike>();
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (ArrayBuffer.isView(value)) buffers.add(value.buffer);
    else if (value instanceof Map) for (const [key, item] of value) stack.push(key, item);
    else if (value instanceof Set) for (const item of value) stack.push(item);
    else for (const item of Object.values(value)) stack.push(item);
  }
  let total = 0;
  for (const buffer of buffers) total += buffer.byteLength;
  return total;
}

function collect() {
  // Twice: the first collection may leave finalised objects for the next.
  gc?.();
  gc?.();
}

function measure(scouting: boolean, count = listings) {
  collect();
  const before = process.memoryUsage().heapUsed;
  const index = new SearchIndex();
  for (let row = 0; row < count; row++) index.put(listing(row, scouting));
  collect();
  return {
    heap: process.memoryUsage().heapUsed - before,
    arrayBuffers: typedArrayBytes(index),
    scoutingBytes: typedArrayBytes(index.production) + typedArrayBytes(index.positions),
    rows: index.liveCount,
  };
}

// A small build of each first, so code and lazily made module state are not counted as the index.
measure(false, 2000);
measure(true, 2000);
const without = measure(false);
const withScouting = measure(true);
// Disconnecting lets this process end once the answer is sent.
process.send?.({ without, withScouting }, () => process.disconnect());
