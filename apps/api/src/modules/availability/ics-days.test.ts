import { CALENDAR_NOT_ICAL } from '@setspot/domain/availability/calendar-import-texts';
import { describe, expect, it } from 'vitest';
import { daysOfEvents, eventsOfCalendar } from './ics-days.ts';

const window = { from: '2027-01-01', to: '2027-12-31' };
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'UID:x@test', ...lines, 'END:VEVENT'].join('\r\n');

describe('iCalendar events as days of the listing', () => {
  it('reads all-day events as Airbnb sends them: DTEND is the day after the last', () => {
    const text = calendar(
      event('DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270313', 'SUMMARY:Reserved'),
      event('DTSTART;VALUE=DATE:20270401', 'SUMMARY:Airbnb (Not available)'),
    );
    const events = eventsOfCalendar(text, 'America/Los_Angeles', window);
    expect(events).toEqual([
      { summary: 'Reserved', first: '2027-03-10', last: '2027-03-12' },
      { summary: 'Airbnb (Not available)', first: '2027-04-01', last: '2027-04-01' },
    ]);
    expect(daysOfEvents(events)).toEqual(['2027-03-10', '2027-03-11', '2027-03-12', '2027-04-01']);
  });

  it("puts timed events on the days they touch in the listing's time zone", () => {
    // 2027-05-02 03:00 to 09:00 UTC is the evening of May 1 into the night in Los Angeles (UTC-7).
    const utc = event('DTSTART:20270502T030000Z', 'DTEND:20270502T090000Z', 'SUMMARY:Shoot');
    expect(eventsOfCalendar(calendar(utc), 'America/Los_Angeles', window)).toEqual([
      { summary: 'Shoot', first: '2027-05-01', last: '2027-05-02' },
    ]);
    // The same hours are one afternoon in Auckland (UTC+12).
    expect(eventsOfCalendar(calendar(utc), 'Pacific/Auckland', window)).toEqual([
      { summary: 'Shoot', first: '2027-05-02', last: '2027-05-02' },
    ]);
  });

  it('reads a TZID without a definition as the IANA zone it names, and an event ending at midnight as ending the day before', () => {
    const text = calendar(
      event('DTSTART;TZID=Europe/London:20270601T220000', 'DTEND;TZID=Europe/London:20270602T000000'),
    );
    // 22:00 to midnight in London (UTC+1 in June) is 14:00 to 16:00 in Los Angeles.
    expect(eventsOfCalendar(text, 'America/Los_Angeles', window)).toEqual([
      { summary: 'Busy', first: '2027-06-01', last: '2027-06-01' },
    ]);
  });

  it('skips cancelled and free events, expands recurring ones and clips to the window', () => {
    const text = calendar(
      event('DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270106', 'STATUS:CANCELLED'),
      event('DTSTART;VALUE=DATE:20270107', 'DTEND;VALUE=DATE:20270108', 'TRANSP:TRANSPARENT'),
      event(
        'DTSTART;VALUE=DATE:20270104',
        'DTEND;VALUE=DATE:20270105',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'SUMMARY:Weekly',
      ),
      event('DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270103', 'SUMMARY:New year'),
    );
    expect(daysOfEvents(eventsOfCalendar(text, 'UTC', window))).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
    ]);
  });

  it('reaches today from a daily event that began years ago', () => {
    const text = calendar(event('DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=DAILY', 'SUMMARY:Always'));
    const days = daysOfEvents(eventsOfCalendar(text, 'UTC', { from: '2027-01-01', to: '2027-01-03' }));
    expect(days).toEqual(['2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('refuses what is not an iCalendar', () => {
    expect(() => eventsOfCalendar('<html>Sign in</html>', 'UTC', window)).toThrow(CALENDAR_NOT_ICAL);
    expect(() => eventsOfCalendar('BEGIN:VCALENDAR\r\nnonsense', 'UTC', window)).toThrow(CALENDAR_NOT_ICAL);
  });
});
