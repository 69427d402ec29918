import { MAX_PINS } from '@setspot/domain/search/map-pins';
import { milesBetween, type Point } from '../geo/geo.public.ts';
import type { Bounds } from './position-grid.ts';
import type { SearchIndex } from './search-index.ts';

/** Where a question asks to search: a box, a radius around a point, or both; and the order. */
export type PlaceQuery = {
  bounds?: Bounds | undefined;
  near?: (Point & { miles: number }) | undefined;
  byDistance: boolean;
  pins: boolean;
};

const MILES_PER_DEGREE_LAT = 69.05;

// Scratch space reused by every question (a search runs start to end without yielding).
let inside = new Uint32Array(0);

/** The box around a radius: the grid reads its cells, then each row is tested by distance. */
function boxAround(near: Point & { miles: number }): Bounds {
  const dLat = near.miles / MILES_PER_DEGREE_LAT;
  const dLng = near.miles / (MILES_PER_DEGREE_LAT * Math.max(0.01, Math.cos((near.lat * Math.PI) / 180)));
  return { south: near.lat - dLat, north: near.lat + dLat, west: near.lng - dLng, east: near.lng + dLng };
}

function intersect(a: Bounds, b: Bounds | undefined): Bounds {
  if (!b) return a;
  return {
    south: Math.max(a.south, b.south),
    north: Math.min(a.north, b.north),
    west: Math.max(a.west, b.west),
    east: Math.min(a.east, b.east),
  };
}

export const asksPlace = (place: PlaceQuery | undefined) =>
  place !== undefined && (place.bounds !== undefined || place.near !== undefined);

/**
 * Narrows `matches` (a bitset over rows) to the rows inside the box and the radius, in place: the
 * position grid marks the rows of the cells the box covers (position-grid.ts), a radius then
 * tests each of them by distance. Positions are the approximate areas' centres (ADR 0041).
 */
export function narrowByPlace(index: SearchIndex, place: PlaceQuery | undefined, matches: Uint32Array): void {
  if (!place || !asksPlace(place)) return;
  const words = (index.highWater + 31) >>> 5;
  if (inside.length < words) inside = new Uint32Array(index.capacity >>> 5);
  inside.fill(0, 0, words);
  const { near } = place;
  const box = near ? intersect(boxAround(near), place.bounds) : place.bounds!;
  if (box.south <= box.north && box.west <= box.east) index.positions.markInside(box, inside);
  const { lat, lng } = index.positions;
  for (let w = 0; w < words; w++) {
    let rows = matches[w]! & inside[w]!;
    if (near) {
      for (let left = rows; left !== 0; ) {
        const lowest = left & -left;
        left ^= lowest;
        const row = (w << 5) | (31 - Math.clz32(lowest));
        if (milesBetween(near, { lat: lat[row]!, lng: lng[row]! }) > near.miles) rows &= ~lowest;
      }
    }
    matches[w] = rows;
  }
}

/** Nearest first (ties by id): the page of the matches when sorted by distance. */
export function nearestPage(
  index: SearchIndex,
  near: Point,
  matches: Uint32Array,
  offset: number,
  pageSize: number,
): number[] {
  const { lat, lng } = index.positions;
  const rows: { row: number; miles: number }[] = [];
  const words = (index.highWater + 31) >>> 5;
  for (let w = 0; w < words; w++) {
    for (let left = matches[w]!; left !== 0; ) {
      const lowest = left & -left;
      left ^= lowest;
      const row = (w << 5) | (31 - Math.clz32(lowest));
      const miles = Number.isNaN(lat[row]!)
        ? Number.POSITIVE_INFINITY
        : milesBetween(near, { lat: lat[row]!, lng: lng[row]! });
      rows.push({ row, miles });
    }
  }
  const ids = index.ids;
  rows.sort((a, b) => a.miles - b.miles || (ids[a.row]! < ids[b.row]! ? -1 : 1));
  return rows.slice(offset, offset + pageSize).map((entry) => entry.row);
}

/** Miles to each row, to a tenth; null for a row with no position. */
export function distancesTo(index: SearchIndex, near: Point, rows: readonly number[]): (number | null)[] {
  const { lat, lng } = index.positions;
  return rows.map((row) =>
    Number.isNaN(lat[row]!)
      ? null
      : Math.round(milesBetween(near, { lat: lat[row]!, lng: lng[row]! }) * 10) / 10,
  );
}

/**
 * The first MAX_PINS matches with a position, in row order, as the JSON text of an array of map
 * pins, each as the index keeps it (SearchIndex.pinTextOf): writing 500 pins' numbers for every
 * answer that asked for them was about half of such a question's CPU.
 */
export function pinsOf(index: SearchIndex, matches: Uint32Array): string {
  const { lat } = index.positions;
  const words = (index.highWater + 31) >>> 5;
  let text = '[';
  let count = 0;
  for (let w = 0; w < words && count < MAX_PINS; w++) {
    for (let left = matches[w]!; left !== 0 && count < MAX_PINS; ) {
      const lowest = left & -left;
      left ^= lowest;
      const row = (w << 5) | (31 - Math.clz32(lowest));
      if (Number.isNaN(lat[row]!)) continue;
      const pin = index.pinTextOf(row);
      text += count++ === 0 ? pin : `,${pin}`;
    }
  }
  return `${text}]`;
}
