import type { Point } from '../geo/geo.public.ts';

/** A box on the map, in degrees (west may be above east across the antimeridian: not handled, US only). */
export type Bounds = { south: number; west: number; north: number; east: number };

// Cells of a quarter degree (about 28 by 20 km in the US): a city's search reads a handful.
const CELL_DEGREES = 0.25;
const LNG_CELLS = 360 / CELL_DEGREES;
const cellRow = (lat: number) => Math.floor((lat + 90) / CELL_DEGREES);
const cellColumn = (lng: number) => Math.floor((lng + 180) / CELL_DEGREES);

/**
 * Where each row is (its approximate area's centre, never the exact point: ADR 0041), in columns
 * and in a grid of cells, each holding its rows, so a box or a radius reads only the rows of the
 * cells it covers and tests each against the box.
 */
export class PositionGrid {
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  private readonly cells = new Map<number, Set<number>>();
  /**
   * The same cells' rows with their positions side by side in typed arrays, packed when a search
   * first reads the cell and dropped when a row joins or leaves it: a search walks a city's
   * thousands of rows in a tight loop rather than through a Set and two lookups a row.
   */
  private readonly packed = new Map<number, PackedCell>();
  private cellOf = new Int32Array(0);

  put(row: number, point: Point | null | undefined): void {
    this.remove(row);
    if (!point) return;
    this.lat[row] = point.lat;
    this.lng[row] = point.lng;
    const cell = cellRow(point.lat) * LNG_CELLS + cellColumn(point.lng);
    this.cellOf[row] = cell;
    this.packed.delete(cell);
    let rows = this.cells.get(cell);
    if (!rows) {
      rows = new Set();
      this.cells.set(cell, rows);
    }
    rows.add(row);
  }

  remove(row: number): void {
    const cell = this.cellOf[row]!;
    if (cell >= 0) {
      this.cells.get(cell)?.delete(row);
      this.packed.delete(cell);
    }
    this.cellOf[row] = -1;
    this.lat[row] = Number.NaN;
    this.lng[row] = Number.NaN;
  }

  grow(capacity: number): void {
    const widen = (old: Float64Array) => {
      const next = new Float64Array(capacity).fill(Number.NaN);
      next.set(old);
      return next;
    };
    this.lat = widen(this.lat);
    this.lng = widen(this.lng);
    const cells = new Int32Array(capacity).fill(-1);
    cells.set(this.cellOf);
    this.cellOf = cells;
  }

  /** Sets the bit of every row inside the box in `out` (a bitset over rows, cleared by the caller). */
  markInside(bounds: Bounds, out: Uint32Array): void {
    const firstRow = cellRow(Math.max(-90, bounds.south));
    const lastRow = cellRow(Math.min(89.999, bounds.north));
    const firstColumn = cellColumn(Math.max(-180, bounds.west));
    const lastColumn = cellColumn(Math.min(179.999, bounds.east));
    // A box wider than the cells in use: walk the cells in use instead of the box's.
    const boxCells = (lastRow - firstRow + 1) * (lastColumn - firstColumn + 1);
    if (boxCells > this.cells.size) {
      for (const cell of this.cells.keys()) markCell(this.packedCell(cell), bounds, out);
      return;
    }
    for (let r = firstRow; r <= lastRow; r++) {
      for (let c = firstColumn; c <= lastColumn; c++) {
        const cell = r * LNG_CELLS + c;
        if (this.cells.has(cell)) markCell(this.packedCell(cell), bounds, out);
      }
    }
  }

  private packedCell(cell: number): PackedCell {
    let packed = this.packed.get(cell);
    if (!packed) {
      const rows = Int32Array.from(this.cells.get(cell) ?? []);
      packed = {
        rows,
        lat: Float64Array.from(rows, (row) => this.lat[row]!),
        lng: Float64Array.from(rows, (row) => this.lng[row]!),
      };
      this.packed.set(cell, packed);
    }
    return packed;
  }
}

/** A cell's rows and their positions, in the same order. */
type PackedCell = { rows: Int32Array; lat: Float64Array; lng: Float64Array };

function markCell({ rows, lat, lng }: PackedCell, bounds: Bounds, out: Uint32Array): void {
  const { south, north, west, east } = bounds;
  for (let i = 0; i < rows.length; i++) {
    const y = lat[i]!;
    const x = lng[i]!;
    if (y >= south && y <= north && x >= west && x <= east) {
      const row = rows[i]!;
      out[row >>> 5] = out[row >>> 5]! | (1 << (row & 31));
    }
  }
}
