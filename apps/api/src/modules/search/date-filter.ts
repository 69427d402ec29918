import { earliestStart, latestEnd } from '@setspot/domain/availability/availability-rules';
import { toDayNumber } from '@setspot/domain/common/calendar-date';
import { type DayBits, WINDOW_DAYS } from './day-bits.ts';

/** A date question: the listing's days from and to (both included), and/or instant book only. */
export type DateAsk = { from?: string | undefined; to?: string | undefined; instantOnly: boolean };

/**
 * Narrows a word of candidate rows to those free on every asked day under all rules: no busy bit on
 * any day of the range (held, blocked, not offered), then the days per booking, the notice and the
 * horizon, judged in the row's zone at `nowMs` once per combination of rules (day-bits.ts
 * RuleClass). Returns null when no row can match (a range in the past or past the window).
 */
export function dateFilter(days: DayBits, ask: DateAsk, nowMs: number) {
  if (ask.from === undefined || ask.to === undefined) {
    return { keep: (w: number, candidates: number) => candidates & days.instant[w]! };
  }
  const from = toDayNumber(ask.from) ?? 0;
  const to = toDayNumber(ask.to) ?? 0;
  const first = from - days.baseDay;
  const last = to - days.baseDay;
  if (first < 0 || last >= WINDOW_DAYS || last < first) return null;
  const sets = days.busy.slice(first, last + 1);
  const length = to - from + 1;
  const bookable = bookableDaysAt(nowMs);
  const latestBase = days.zones.map((zone) => bookable.latestBase(zone));
  // Each combination of rules judged once for this question; a row then looks up its combination's.
  const classOk = Uint8Array.from(days.ruleClasses, (rules) =>
    length >= rules.minDays &&
    length <= rules.maxDays &&
    from >= bookable.earliest(days.zones[rules.zone]!, rules.notice) &&
    to <= latestBase[rules.zone]! + rules.horizon
      ? 1
      : 0,
  );
  const everyClassOk = classOk.every((ok) => ok === 1);
  const { instant, ruleClass } = days;
  return {
    keep(w: number, candidates: number): number {
      let busy = 0;
      for (let i = 0; i < sets.length; i++) busy |= sets[i]![w]!;
      let kept = candidates & ~busy;
      if (ask.instantOnly) kept &= instant[w]!;
      // Mostly the range suits every listing's rules: nothing left to judge row by row.
      if (everyClassOk) return kept;
      for (let rest = kept; rest !== 0; ) {
        const lowest = rest & -rest;
        rest ^= lowest;
        if (classOk[ruleClass[(w << 5) | (31 - Math.clz32(lowest))]!] === 0) kept &= ~lowest;
      }
      return kept;
    },
  };
}

/**
 * The first bookable day by zone and notice and each zone's today, worked out once a minute rather
 * than once a question (each is a wall-clock reading and date text turned back into a number: some
 * 5 % of a date question's CPU). Exact, not a shortcut: days begin on whole minutes in every zone
 * (time-zone.ts reads wall clocks by the minute for the same reason), so no answer changes within one.
 */
type BookableDays = {
  minute: number;
  earliest(zone: string, notice: number): number;
  latestBase(zone: string): number;
};

let bookableNow: BookableDays | undefined;

function bookableDaysAt(nowMs: number): BookableDays {
  const minute = Math.floor(nowMs / 60_000);
  if (bookableNow?.minute === minute) return bookableNow;
  const days = new Map<string, number>();
  const dayOf = (key: string, work: () => string) => {
    let day = days.get(key);
    if (day === undefined) {
      day = toDayNumber(work()) ?? 0;
      days.set(key, day);
    }
    return day;
  };
  bookableNow = {
    minute,
    earliest: (zone, notice) =>
      dayOf(`${notice} ${zone}`, () =>
        earliestStart(nowMs, zone, { noticeDays: notice, instantBook: false }),
      ),
    latestBase: (zone) => dayOf(`today ${zone}`, () => latestEnd(nowMs, zone, { horizonDays: 0 })),
  };
  return bookableNow;
}
