import { describe, expect, it } from 'vitest';
import { type Bounds, PositionGrid } from './position-grid.ts';

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

const ROWS = 2_048;

/** The rows inside the box, by testing every placed row: what the grid must agree with. */
function inside(points: ({ lat: number; lng: number } | null)[], box: Bounds): number[] {
  return points.flatMap((point, row) =>
    point &&
    point.lat >= box.south &&
    point.lat <= box.north &&
    point.lng >= box.west &&
    point.lng <= box.east
      ? [row]
      : [],
  );
}

function marked(grid: PositionGrid, box: Bounds): number[] {
  const out = new Uint32Array(ROWS >>> 5);
  grid.markInside(box, out);
  return Array.from({ length: ROWS }, (_, row) => row).filter(
    (row) => (out[row >>> 5]! & (1 << (row & 31))) !== 0,
  );
}

describe('position grid', () => {
  it('marks the rows inside a box, as a test of every row would, through moves and removals', () => {
    const rand = random(41);
    const grid = new PositionGrid();
    grid.grow(ROWS);
    const points: ({ lat: number; lng: number } | null)[] = Array.from({ length: ROWS }, () => null);
    // Rows around two cities, a few cells each, so boxes cut through cells and cover whole ones.
    const place = () => {
      const [lat, lng] = rand() < 0.5 ? [34.05, -118.25] : [40.7, -74];
      return { lat: lat + (rand() - 0.5) * 0.8, lng: lng + (rand() - 0.5) * 0.8 };
    };
    const box = (): Bounds => {
      const { lat, lng } = place();
      const half = rand() * 0.5;
      return { south: lat - half, north: lat + half, west: lng - half, east: lng + half };
    };
    for (let row = 0; row < ROWS; row++) {
      points[row] = rand() < 0.1 ? null : place();
      grid.put(row, points[row]);
    }
    for (let round = 0; round < 30; round++) {
      for (let ask = 0; ask < 5; ask++) {
        const asked = box();
        expect(marked(grid, asked)).toEqual(inside(points, asked));
      }
      // A box wider than the cells in use walks every cell in use.
      const wide = { south: -80, north: 80, west: -170, east: 170 };
      expect(marked(grid, wide)).toEqual(inside(points, wide));
      // Some rows move (within their cell or to another), lose their position or are removed.
      for (let change = 0; change < 40; change++) {
        const row = Math.floor(rand() * ROWS);
        const roll = rand();
        const current = points[row];
        if (roll < 0.4 && current) {
          points[row] = { lat: current.lat + (rand() - 0.5) * 0.01, lng: current.lng };
          grid.put(row, points[row]);
        } else if (roll < 0.8) {
          points[row] = place();
          grid.put(row, points[row]);
        } else if (roll < 0.9) {
          points[row] = null;
          grid.put(row, null);
        } else {
          points[row] = null;
          grid.remove(row);
        }
      }
    }
  });
});
