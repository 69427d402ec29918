import { DEFAULT_BOOKING_RULES } from '@setspot/domain/availability/availability-rules';
import { fromDayNumber } from '@setspot/domain/common/calendar-date';
import { dateFilter } from '../apps/api/src/modules/search/date-filter.ts';
import { DayBits } from '../apps/api/src/modules/search/day-bits.ts';

/**
 * What a date question costs before its first word of rows is read: `dateFilter`'s setup (the
 * range's day bits, each combination of rules judged for the range and the clock) for 1,200 ranges
 * of 1 to 14 days up to six months ahead, over listings of which every fifth takes Instant Book and
 * every seventh asks two days' notice, as the search benchmark seeds them: all in one zone (the
 * benchmark's listings keep the default, New York), then spread over five. Prints µs a question;
 * compare two versions of the code one after the other on one machine:
 * `node --import tsx bench/date-filter-cpu.ts [listings]`.
 */
const listings = Number(process.argv[2] ?? 100_000);
const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Denver',
  'Pacific/Honolulu',
];
const EVERY_DAY = { weekdays: true, weekends: true, holidays: true };
const REPEATS = 20;

function calendars(zones: readonly string[]) {
  const days = new DayBits();
  days.grow(Math.ceil(listings / 32) * 32);
  for (let row = 0; row < listings; row++) {
    days.put(row, {
      timeZone: zones[row % zones.length]!,
      availability: EVERY_DAY,
      rules: { ...DEFAULT_BOOKING_RULES, instantBook: row % 5 === 0, noticeDays: row % 7 === 0 ? 2 : 0 },
      busyDays: [],
    });
  }
  return days;
}

const today = Math.floor(Date.now() / 86_400_000);
const asks = Array.from({ length: 1200 }, (_, i) => {
  const from = today + 3 + ((i * 7) % 170);
  return { from: fromDayNumber(from), to: fromDayNumber(from + (i % 14)), instantOnly: false };
});

for (const zones of [ZONES.slice(0, 1), ZONES]) {
  const days = calendars(zones);
  for (let round = 1; round <= 5; round++) {
    const before = process.cpuUsage();
    const nowMs = Date.now();
    for (let k = 0; k < REPEATS; k++) for (const ask of asks) dateFilter(days, ask, nowMs);
    const cpu = process.cpuUsage(before);
    const perQuestion = (cpu.user + cpu.system) / (REPEATS * asks.length);
    console.log(
      `${zones.length} zone(s), round ${round}: ${perQuestion.toFixed(1)} µs a date question's setup (${days.ruleClasses.length} combinations of rules)`,
    );
  }
}
