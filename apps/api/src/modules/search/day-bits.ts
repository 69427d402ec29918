import {
  type BookingRules,
  DEFAULT_BOOKING_RULES,
  effectiveNoticeDays,
} from '@setspot/domain/availability/availability-rules';
import { fromDayNumber } from '@setspot/domain/common/calendar-date';
import { type Availability, isDayOffered } from '@setspot/domain/listings/availability';

/** Days the index keeps per listing: a week back, and past the longest horizon an owner may set (730). */
export const WINDOW_DAYS = 768;
const DAYS_BACK = 7;

/** What date search needs of a listing (search-calendars.repository.ts): its rules and its taken days. */
export type ListingCalendar = {
  timeZone: string;
  availability: Availability;
  rules: BookingRules;
  /** Day numbers (days since 1970-01-01, the listing's calendar) held by bookings or blocked. */
  busyDays: readonly number[];
};

const EVERY_DAY: Availability = { weekdays: true, weekends: true, holidays: true };

/**
 * The rules a date question judges row by row: the zone (its code in `zones`), the notice as it
 * applies, days per booking, and the horizon. Listings use few distinct combinations, so a question
 * judges each combination once and a row only looks up its combination's answer.
 */
export type RuleClass = { zone: number; notice: number; minDays: number; maxDays: number; horizon: number };

/**
 * Per-listing availability over the booking horizon, as bitsets of days (docs/decisions/0039). The
 * bits are stored day-major: for each day of the window, the rows that cannot be booked on it (held,
 * blocked, or not offered by the weekday/weekend/holiday choice), so a question for k days reads k
 * words per 32 rows, in the same pass as the other filters. The rules that depend on the clock
 * (notice, horizon) and on the range (days per booking) are kept per row and checked for the rows
 * still standing. A listing's days are its own calendar days, so no time zone enters the bits.
 */
export class DayBits {
  /** Day number of bit set 0. */
  readonly baseDay: number;
  readonly busy: Uint32Array[] = Array.from({ length: WINDOW_DAYS }, () => new Uint32Array(0));
  /** Rows taking instant bookings. */
  instant = new Uint32Array(0);
  readonly zones: string[] = [];
  /** Each row's rules, as an index into `ruleClasses`. */
  ruleClass = new Uint32Array(0);
  /** Every combination of rules rows have held (kept when no row holds it any more: a handful). */
  readonly ruleClasses: RuleClass[] = [];
  private readonly ruleClassIds = new Map<string, number>();
  /** Offered-day masks of the window, by availability choice (3 bits: weekdays, weekends, holidays). */
  private readonly offered = new Map<number, Uint8Array>();

  constructor(todayDay = Math.floor(Date.now() / 86_400_000)) {
    this.baseDay = todayDay - DAYS_BACK;
  }

  grow(capacity: number): void {
    const words = capacity >>> 5;
    const widen = <T extends Uint32Array>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    for (let d = 0; d < WINDOW_DAYS; d++) this.busy[d] = widen(this.busy[d]!, new Uint32Array(words));
    this.instant = widen(this.instant, new Uint32Array(words));
    this.ruleClass = widen(this.ruleClass, new Uint32Array(capacity));
  }

  /** Sets a row's days and rules; a listing without a calendar is open every day under default rules. */
  put(row: number, calendar: ListingCalendar | undefined): void {
    const word = row >>> 5;
    const bit = 1 << (row & 31);
    const offered = this.offeredDays(calendar?.availability ?? EVERY_DAY);
    for (let d = 0; d < WINDOW_DAYS; d++) {
      const bits = this.busy[d]!;
      bits[word] = offered[d] ? bits[word]! & ~bit : bits[word]! | bit;
    }
    for (const day of calendar?.busyDays ?? []) {
      const d = day - this.baseDay;
      if (d >= 0 && d < WINDOW_DAYS) this.busy[d]![word] = this.busy[d]![word]! | bit;
    }
    const rules = calendar?.rules ?? DEFAULT_BOOKING_RULES;
    this.instant[word] = rules.instantBook ? this.instant[word]! | bit : this.instant[word]! & ~bit;
    this.ruleClass[row] = this.ruleClassOf({
      zone: this.zoneCode(calendar?.timeZone ?? 'America/New_York'),
      notice: effectiveNoticeDays(rules),
      minDays: rules.minDays,
      maxDays: rules.maxDays,
      horizon: rules.horizonDays,
    });
  }

  private ruleClassOf(rules: RuleClass): number {
    const key = `${rules.zone}:${rules.notice}:${rules.minDays}:${rules.maxDays}:${rules.horizon}`;
    let id = this.ruleClassIds.get(key);
    if (id === undefined) {
      id = this.ruleClasses.push(rules) - 1;
      this.ruleClassIds.set(key, id);
    }
    return id;
  }

  /** A freed row: no day bits, so a row reused later starts clean. */
  remove(row: number): void {
    const word = row >>> 5;
    const keep = ~(1 << (row & 31));
    for (let d = 0; d < WINDOW_DAYS; d++) this.busy[d]![word] = this.busy[d]![word]! & keep;
    this.instant[word] = this.instant[word]! & keep;
  }

  private zoneCode(timeZone: string): number {
    let code = this.zones.indexOf(timeZone);
    if (code === -1) {
      // More zones than a byte holds would be a bug in the data: they share the last code.
      code = Math.min(this.zones.length, 255);
      if (code === this.zones.length) this.zones.push(timeZone);
    }
    return code;
  }

  private offeredDays(availability: Availability): Uint8Array {
    const key =
      (availability.weekdays ? 1 : 0) | (availability.weekends ? 2 : 0) | (availability.holidays ? 4 : 0);
    let days = this.offered.get(key);
    if (!days) {
      days = new Uint8Array(WINDOW_DAYS);
      for (let d = 0; d < WINDOW_DAYS; d++) {
        days[d] = isDayOffered(fromDayNumber(this.baseDay + d), availability) ? 1 : 0;
      }
      this.offered.set(key, days);
    }
    return days;
  }
}
