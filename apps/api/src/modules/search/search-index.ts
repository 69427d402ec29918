import { LOCATION_TYPES, type LocationType } from '@setspot/domain/listings/location-types';
import type { MapPin } from '@setspot/domain/search/map-pins';
import { recommendationScore } from '@setspot/domain/search/search-ranking';
import { SORT_VALUES, type SortValue } from '@setspot/domain/search/sort-options';
import { BigramIndex } from './bigram-index.ts';
import { DayBits, type ListingCalendar } from './day-bits.ts';
import { PositionGrid } from './position-grid.ts';
import { NO_PRODUCTION_VALUES, ProductionBits, type ProductionValues } from './production-bits.ts';
import { RangeBits } from './range-bits.ts';
import { addressTextOf, searchTextOf, shortFieldsOf } from './search-text.ts';
import { TermMatches } from './term-matches.ts';

/** What the index keeps of a live (not deleted) listing: the fields search filters and sorts on. */
export type IndexedListing = {
  id: string;
  title: string;
  description: string;
  city: string;
  state: string;
  type: LocationType;
  /** Street address and zip: searched for signed-in callers only. */
  address: string;
  zip: string;
  priceCents: number;
  squareFootage: number | null;
  createdAtMs: number;
  ratingSum: number;
  reviewCount: number;
  /** Rules and taken days, for date search (search-calendars.repository.ts); none: always open. */
  calendar?: ListingCalendar;
  /** Scout fields, for the production filters (production-bits.ts). */
  production?: ProductionValues;
  /** The approximate area's centre (never the exact point, ADR 0041); none when unplaced. */
  point?: { lat: number; lng: number } | null;
};

const TYPE_CODES = new Map(LOCATION_TYPES.map((type, index) => [type, index + 1]));
export const typeCode = (type: LocationType) => TYPE_CODES.get(type) ?? 0;
export const typeOfCode = (code: number) => LOCATION_TYPES[code - 1];

/**
 * Every live listing in columns (typed arrays), so a search over 1,000,000 listings is a few
 * milliseconds of arithmetic (docs/decisions/0008-in-memory-search-index.md). A row is a slot;
 * type 0 marks a free slot. `orders` hold the live rows in each sort order.
 */
export class SearchIndex {
  capacity = 0;
  /** Rows in use are all below this. */
  highWater = 0;
  liveCount = 0;
  readonly ids: string[] = [];
  readonly text: string[] = [];
  /** Street address and zip by row (search-text.ts): what members' words may also match. */
  readonly addressText: string[] = [];
  /**
   * Each row's map pin as JSON text, written when first asked for ('' until then: pinTextOf);
   * about 90 characters a row, some 9 MB at 100,000 listings once every pin was asked for.
   */
  private readonly pinText: string[] = [];
  readonly rowOf = new Map<string, number>();
  readonly typeCounts = new Int32Array(LOCATION_TYPES.length + 1);
  /** Rows per 2-character substring of the texts. */
  readonly bigrams = new BigramIndex();
  /** The same over the title, city, state and type only: candidates for a word with a typo. */
  readonly shortBigrams = new BigramIndex();
  /** The same over the addresses and zips, kept apart so visitors' matching never reads them. */
  readonly addressBigrams = new BigramIndex();
  /** Rows per search term, for the terms asked lately; search-changes.ts keeps them in step. */
  readonly terms = new TermMatches();
  type = new Uint8Array(0);
  /**
   * The live rows of each type as a bitset over rows (bit r of word r >> 5), indexed by type code
   * (0 unused): a search for some types visits only their rows, 32 at a time.
   */
  typeBits: Uint32Array[] = Array.from({ length: LOCATION_TYPES.length + 1 }, () => new Uint32Array(0));
  /** Every live row, in the same form: the union of the type bitsets, for a search of every type. */
  liveBits = new Uint32Array(0);
  priceCents = new Float64Array(0);
  size = new Float64Array(0);
  /** Price and size by ranges of rows, for their filters (range-bits.ts). */
  readonly priceRanges = new RangeBits();
  readonly sizeRanges = new RangeBits();
  /** The production filters' bitsets and columns (production-bits.ts). */
  readonly production = new ProductionBits();
  /** Positions and their grid, for the map's box and 'Near' (position-grid.ts). */
  readonly positions = new PositionGrid();
  created = new Float64Array(0);
  rating = new Float64Array(0);
  reviews = new Int32Array(0);
  /** Free and taken days per row, and the booking rules (day-bits.ts). */
  readonly days = new DayBits();
  score = new Float64Array(0);
  readonly orders = Object.fromEntries(SORT_VALUES.map((sort) => [sort, new Uint32Array(0)])) as Record<
    SortValue,
    Uint32Array
  >;
  private readonly free: number[] = [];

  /** Adds or replaces a listing; returns its row. */
  put(listing: IndexedListing): number {
    const existing = this.rowOf.get(listing.id);
    const row = existing ?? this.allocate();
    if (existing === undefined) {
      this.rowOf.set(listing.id, row);
      this.liveCount++;
      this.liveBits[row >>> 5] = this.liveBits[row >>> 5]! | (1 << (row & 31));
    } else {
      this.typeCounts[this.type[row] ?? 0]!--;
      this.clearTypeBit(row);
      this.bigrams.remove(row, this.text[row] ?? '');
      this.shortBigrams.remove(row, shortFieldsOf(this.text[row] ?? ''));
      this.addressBigrams.remove(row, this.addressText[row] ?? '');
    }
    const code = typeCode(listing.type);
    this.ids[row] = listing.id;
    this.pinText[row] = '';
    const text = searchTextOf(listing);
    this.text[row] = text;
    this.bigrams.add(row, text, this.capacity);
    this.shortBigrams.add(row, shortFieldsOf(text), this.capacity);
    const address = addressTextOf(listing);
    this.addressText[row] = address;
    this.addressBigrams.add(row, address, this.capacity);
    this.type[row] = code;
    this.typeCounts[code]!++;
    const bits = this.typeBits[code]!;
    bits[row >>> 5] = bits[row >>> 5]! | (1 << (row & 31));
    this.priceCents[row] = listing.priceCents;
    // A listing without a size counts as 0 square feet, as the display shape shows it.
    this.size[row] = listing.squareFootage ?? 0;
    this.priceRanges.put(row, this.priceCents[row]!);
    this.sizeRanges.put(row, this.size[row]!);
    this.production.put(row, listing.production ?? NO_PRODUCTION_VALUES);
    this.positions.put(row, listing.point);
    this.created[row] = listing.createdAtMs;
    this.reviews[row] = listing.reviewCount;
    this.rating[row] = listing.reviewCount > 0 ? listing.ratingSum / listing.reviewCount : 0;
    this.score[row] = recommendationScore(listing.ratingSum, listing.reviewCount);
    this.days.put(row, listing.calendar);
    return row;
  }

  /** Removes a listing; returns the row it had, or undefined when it was not indexed. */
  remove(id: string): number | undefined {
    const row = this.rowOf.get(id);
    if (row === undefined) return undefined;
    this.rowOf.delete(id);
    this.typeCounts[this.type[row] ?? 0]!--;
    this.clearTypeBit(row);
    this.liveBits[row >>> 5] = this.liveBits[row >>> 5]! & ~(1 << (row & 31));
    this.priceRanges.remove(row);
    this.sizeRanges.remove(row);
    this.days.remove(row);
    this.production.remove(row);
    this.positions.remove(row);
    this.type[row] = 0;
    this.ids[row] = '';
    this.pinText[row] = '';
    this.bigrams.remove(row, this.text[row] ?? '');
    this.shortBigrams.remove(row, shortFieldsOf(this.text[row] ?? ''));
    this.text[row] = '';
    this.addressBigrams.remove(row, this.addressText[row] ?? '');
    this.addressText[row] = '';
    this.free.push(row);
    this.liveCount--;
    return row;
  }

  /** New price and size ranges at the quantiles of the live rows: after a load or a bulk change. */
  placeRangeBounds(priceOrder: Uint32Array): void {
    const isLive = (row: number) => this.isLive(row);
    const prices = Float64Array.from(priceOrder.subarray(0, this.liveCount), (row) => this.priceCents[row]!);
    this.priceRanges.placeBounds(prices, this.priceCents, this.highWater, isLive);
    const sizes = new Float64Array(this.liveCount);
    let n = 0;
    for (let row = 0; row < this.highWater; row++) if (isLive(row)) sizes[n++] = this.size[row]!;
    this.sizeRanges.placeBounds(sizes.sort(), this.size, this.highWater, isLive);
  }

  /**
   * A placed row's map pin as JSON text, its fields in the schema's order (mapPinSchema): written on
   * first use and kept until `put` or `remove` empties it, so answers with 500 pins join kept texts.
   */
  pinTextOf(row: number): string {
    let text = this.pinText[row]!;
    if (text === '') {
      const pin: MapPin = {
        id: this.ids[row]!,
        lat: this.positions.lat[row]!,
        lng: this.positions.lng[row]!,
        price: Math.round(this.priceCents[row]! / 100),
      };
      text = JSON.stringify(pin);
      this.pinText[row] = text;
    }
    return text;
  }

  isLive(row: number): boolean {
    return (this.type[row] ?? 0) !== 0;
  }

  private clearTypeBit(row: number) {
    const bits = this.typeBits[this.type[row] ?? 0]!;
    bits[row >>> 5] = bits[row >>> 5]! & ~(1 << (row & 31));
  }

  private allocate(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    if (this.highWater === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    return this.highWater++;
  }

  private grow(capacity: number) {
    const widen = <T extends Uint32Array | Uint8Array | Float64Array | Int32Array>(
      old: T,
      make: (length: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.type = widen(this.type, (n) => new Uint8Array(n));
    this.priceCents = widen(this.priceCents, (n) => new Float64Array(n));
    this.size = widen(this.size, (n) => new Float64Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
    this.rating = widen(this.rating, (n) => new Float64Array(n));
    this.reviews = widen(this.reviews, (n) => new Int32Array(n));
    this.score = widen(this.score, (n) => new Float64Array(n));
    for (const sort of SORT_VALUES) this.orders[sort] = widen(this.orders[sort], (n) => new Uint32Array(n));
    // Bitsets hold a bit per row: a word per 32 rows (capacity is a multiple of 1,024).
    this.typeBits = this.typeBits.map((bits) => widen(bits, (n) => new Uint32Array(n >>> 5)));
    this.liveBits = widen(this.liveBits, (n) => new Uint32Array(n >>> 5));
    this.priceRanges.grow(capacity);
    this.sizeRanges.grow(capacity);
    this.days.grow(capacity);
    this.production.grow(capacity);
    this.positions.grow(capacity);
    this.capacity = capacity;
  }
}
