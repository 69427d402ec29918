/** How many value ranges a column is cut into (each a bitset of a bit per row). */
const RANGES = 64;

/**
 * What a filter on one column reads for a word of 32 rows (RangeBits.select): a row may pass if it is
 * in `lowPossible` and not in `highFail`; it surely passes if it is in `lowSure` and not in
 * `highUnsure`. Only rows that may but not surely pass have their value tested.
 */
export type RangeSelection = {
  lowPossible: Uint32Array;
  lowSure: Uint32Array;
  highFail: Uint32Array;
  highUnsure: Uint32Array;
};

/**
 * A numeric column (price, size) as range-encoded bitsets, so a filter on it is tested 32 rows at a
 * time: `atLeast[k]` holds the live rows whose value is at least `bounds[k]`. The bounds are the
 * column's quantiles when the index is built (`placeBounds`), `bounds[0]` is -Infinity, so a
 * range's ends each fall in one slice of about 1/64 of the rows, and only the rows of those slices
 * are tested value by value (a price or size filter tested every candidate row, most of a
 * cold search's index time). Changes keep the bits exact under the bounds in place; new bounds only
 * come with a rebuild, so a skewed change costs speed, never correctness.
 */
export class RangeBits {
  bounds = new Float64Array([Number.NEGATIVE_INFINITY]);
  atLeast: Uint32Array[] = [new Uint32Array(0)];
  private zeros = new Uint32Array(0);

  /** Widens the bitsets to `capacity` rows (a multiple of 32). */
  grow(capacity: number): void {
    const words = capacity >>> 5;
    this.atLeast = this.atLeast.map((bits) => {
      const next = new Uint32Array(words);
      next.set(bits);
      return next;
    });
    this.zeros = new Uint32Array(words);
  }

  /** Sets the row's bits for its value (a live row). */
  put(row: number, value: number): void {
    const word = row >>> 5;
    const bit = 1 << (row & 31);
    for (let k = 0; k < this.bounds.length; k++) {
      const bits = this.atLeast[k]!;
      bits[word] = value >= this.bounds[k]! ? bits[word]! | bit : bits[word]! & ~bit;
    }
  }

  /** Clears the row's bits (a row no longer live). */
  remove(row: number): void {
    const word = row >>> 5;
    const bit = ~(1 << (row & 31));
    for (const bits of this.atLeast) bits[word] = bits[word]! & bit;
  }

  /**
   * New bounds at the quantiles of the live values (`sortedValues`, ascending), and the bits again
   * for every live row (`values` by row, `isLive`).
   */
  placeBounds(
    sortedValues: ArrayLike<number>,
    values: ArrayLike<number>,
    rows: number,
    isLive: (row: number) => boolean,
  ): void {
    const bounds = [Number.NEGATIVE_INFINITY];
    for (let k = 1; k < RANGES; k++) {
      const value = sortedValues[Math.floor((k * sortedValues.length) / RANGES)];
      if (value !== undefined && value > bounds.at(-1)!) bounds.push(value);
    }
    this.bounds = Float64Array.from(bounds);
    const words = this.zeros.length;
    const atLeast = Array.from(this.bounds, () => new Uint32Array(words));
    // Each live row into the slice its value falls in, then each slice takes in the ones above it:
    // a write per row and a pass per slice, not a write per row and slice (a million rows).
    for (let row = 0; row < rows; row++) {
      if (!isLive(row)) continue;
      const bits = atLeast[this.sliceOf(values[row]!)]!;
      bits[row >>> 5] = bits[row >>> 5]! | (1 << (row & 31));
    }
    for (let k = atLeast.length - 2; k >= 0; k--) {
      const bits = atLeast[k]!;
      const above = atLeast[k + 1]!;
      for (let w = 0; w < words; w++) bits[w] = bits[w]! | above[w]!;
    }
    this.atLeast = atLeast;
  }

  /** The bitsets a filter `min <= value <= max` reads (either end may be infinite). */
  select(min: number, max: number): RangeSelection {
    const last = this.bounds.length - 1;
    // The slice `min` falls in: rows from the next slice on surely pass, rows of this one may.
    const low = this.sliceOf(min);
    const lowPossible = this.atLeast[low]!;
    const lowSure = this.bounds[low] === min ? lowPossible : low < last ? this.atLeast[low + 1]! : this.zeros;
    if (max === Number.POSITIVE_INFINITY) {
      return { lowPossible, lowSure, highFail: this.zeros, highUnsure: this.zeros };
    }
    // The slice `max` falls in: rows of later slices fail, rows of this one may pass.
    const high = this.sliceOf(max);
    return {
      lowPossible,
      lowSure,
      highFail: high < last ? this.atLeast[high + 1]! : this.zeros,
      highUnsure: this.atLeast[high]!,
    };
  }

  /** The last k with bounds[k] <= value (0 for any value: bounds[0] is -Infinity). */
  private sliceOf(value: number): number {
    let low = 0;
    let high = this.bounds.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.bounds[mid]! <= value) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
