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
  // The first and last bookable day per zone and notice, worked out once per question.
  const earliest = new Map<number, number>();
  const latestBase = days.zones.map((zone) => toDayNumber(latestEnd(nowMs, zone, { horizonDays: 0 })) ?? 0);
  const earliestFor = (zone: number, notice: number) => {
    const key = zone * 256 + notice;
    let day = earliest.get(key);
    if (day === undefined) {
      day =
        toDayNumber(earliestStart(nowMs, days.zones[zone]!, { noticeDays: notice, instantBook: false })) ?? 0;
      earliest.set(key, day);
    }
    return day;
  };
  // Each combination of rules judged once for this question; a row then looks up its combination's.
  const classOk = Uint8Array.from(days.ruleClasses, (rules) =>
    length >= rules.minDays &&
    length <= rules.maxDays &&
    from >= earliestFor(rules.zone, rules.notice) &&
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
