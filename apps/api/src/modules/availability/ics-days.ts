import { CALENDAR_NOT_ICAL } from '@setspot/domain/availability/calendar-import-texts';
import { addDays, type CalendarDate, daysBetween } from '@setspot/domain/common/calendar-date';
import { calendarDateAt, isValidTimeZone, startOfDay } from '@setspot/domain/common/time-zone';
import ICAL from 'ical.js';
import { CalendarFetchError } from './calendar-fetcher.ts';

type IcalTime = InstanceType<typeof ICAL.Time>;

/** One imported event as a run of the listing's days, both ends included. */
export type ImportedEvent = { summary: string; first: CalendarDate; last: CalendarDate };

/**
 * Occurrences read of one recurring event, and of all of a calendar's (a daily rule without end would
 * never stop, and ical.js takes a fraction of a millisecond each): a daily event that began eight
 * years ago still reaches today.
 */
const MAX_OCCURRENCES = 3000;
const MAX_CALENDAR_OCCURRENCES = 10_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The later and earlier of two calendar dates (ISO strings sort as dates). */
const later = (a: CalendarDate, b: CalendarDate) => [a, b].sort()[1] ?? a;
const earlier = (a: CalendarDate, b: CalendarDate) => [a, b].sort()[0] ?? a;
const wallDate = (time: IcalTime) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

/**
 * The instant a date-time names, or null for floating times (no zone: read on the listing's own wall
 * clock). A zone defined in the file (VTIMEZONE) or UTC is exact; a TZID that is an IANA name without
 * a definition is read through Intl.
 */
function instantOf(time: IcalTime, tzid: string | null): number | null {
  const zone = time.zone;
  if (
    zone === ICAL.Timezone.utcTimezone ||
    (zone && zone !== ICAL.Timezone.localTimezone && zone.component)
  ) {
    return time.toJSDate().getTime();
  }
  if (tzid && isValidTimeZone(tzid)) {
    return (
      startOfDay(wallDate(time), tzid).getTime() + ((time.hour * 60 + time.minute) * 60 + time.second) * 1000
    );
  }
  return null;
}

/** The listing's day a start (or, `exclusiveEnd`, the day before an end) falls on. */
function dayOf(time: IcalTime, zones: Zones, exclusiveEnd: boolean): CalendarDate {
  const wall = wallDate(time);
  if (time.isDate) return exclusiveEnd ? addDays(wall, -1) : wall;
  const instant = instantOf(time, exclusiveEnd ? zones.endTzid : zones.startTzid);
  if (instant === null) {
    const midnight = time.hour === 0 && time.minute === 0 && time.second === 0;
    return exclusiveEnd && midnight ? addDays(wall, -1) : wall;
  }
  return calendarDateAt(exclusiveEnd ? instant - 1 : instant, zones.listing);
}

/** The listing's zone, and the TZID parameters of the event's start and end (ical.js drops unknown ones). */
type Zones = { listing: string; startTzid: string | null; endTzid: string | null };

function asRun(start: IcalTime, end: IcalTime, zones: Zones) {
  const first = dayOf(start, zones, false);
  const last = dayOf(end, zones, true);
  return { first, last: later(first, last) };
}

/**
 * The events of an iCalendar file as runs of the listing's days (its time zone), clipped to
 * [from, to]. All-day events end the day before DTEND (exclusive, as Airbnb and Google send them);
 * timed events cover each day they touch. Cancelled and 'free' (transparent) events block nothing;
 * recurring events are expanded inside the window.
 */
export function eventsOfCalendar(
  text: string,
  timeZone: string,
  window: { from: CalendarDate; to: CalendarDate },
): ImportedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, '')))
    throw new CalendarFetchError(CALENDAR_NOT_ICAL);
  let root: InstanceType<typeof ICAL.Component>;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new CalendarFetchError(CALENDAR_NOT_ICAL);
  }
  const events: ImportedEvent[] = [];
  const skipBefore = addDays(window.from, -366);
  let budget = MAX_CALENDAR_OCCURRENCES;
  const keep = (summary: string, run: { first: CalendarDate; last: CalendarDate }) => {
    if (run.last < window.from || run.first > window.to) return;
    const first = later(run.first, window.from);
    const last = earlier(run.last, window.to);
    events.push({ summary, first, last });
  };
  for (const component of root.getAllSubcomponents('vevent')) {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue;
    try {
      const event = new ICAL.Event(component);
      if (!event.startDate) continue;
      const summary = (event.summary || 'Busy').slice(0, 200);
      const tzidOf = (name: string) => {
        const value = component.getFirstProperty(name)?.getParameter('tzid');
        return typeof value === 'string' ? value : null;
      };
      const startTzid = tzidOf('dtstart');
      const zones = { listing: timeZone, startTzid, endTzid: tzidOf('dtend') ?? startTzid };
      if (!event.isRecurring()) {
        keep(summary, asRun(event.startDate, event.endDate, zones));
        continue;
      }
      const occurrences = event.iterator();
      for (let i = 0; i < MAX_OCCURRENCES && budget > 0; i += 1, budget -= 1) {
        const next = occurrences.next();
        if (!next) break;
        // Long before the window (by more than an event of any sane length): skip the costly details.
        if (wallDate(next) < skipBefore) continue;
        const details = event.getOccurrenceDetails(next);
        const run = asRun(details.startDate, details.endDate, zones);
        if (run.first > window.to) break;
        keep(summary, run);
      }
    } catch {
      // One malformed event (a bad date or rule) does not cost the owner the rest of the calendar.
    }
  }
  return events;
}

/** Every day the events cover, once each. */
export function daysOfEvents(events: readonly ImportedEvent[]): CalendarDate[] {
  const days = new Set<CalendarDate>();
  for (const event of events) {
    const length = daysBetween(event.first, event.last);
    for (let i = 0; i <= length; i += 1) days.add(addDays(event.first, i));
  }
  return [...days].sort();
}
