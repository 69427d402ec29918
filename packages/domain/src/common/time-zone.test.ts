import { describe, expect, it } from 'vitest';
import { inProcessTimeZone } from '../testing/process-time-zone.ts';
import {
  calendarDateAt,
  endOfDayExclusive,
  isValidTimeZone,
  startOfDay,
  toIanaTimeZone,
} from './time-zone.ts';

const iso = (date: Date) => date.toISOString();

describe('calendarDateAt', () => {
  it('reads the date a wall clock shows in the zone', () => {
    const instant = Date.parse('2024-03-10T04:59:59.999Z');
    expect(calendarDateAt(instant, 'UTC')).toBe('2024-03-10');
    expect(calendarDateAt(instant, 'America/New_York')).toBe('2024-03-09');
    expect(calendarDateAt(instant + 1, 'America/New_York')).toBe('2024-03-10');
    expect(calendarDateAt(new Date('2024-06-09T12:00:00Z'), 'Pacific/Auckland')).toBe('2024-06-10');
  });

  it('reads the same again from its kept wall clocks, minute by minute, in zones off the hour', () => {
    // Kathmandu is UTC+5:45: its midnight is at 18:15 UTC.
    const lastMoment = Date.parse('2024-03-09T18:14:59.999Z');
    for (let read = 0; read < 2; read++) {
      expect(calendarDateAt(lastMoment, 'Asia/Kathmandu')).toBe('2024-03-09');
      expect(calendarDateAt(lastMoment + 1, 'Asia/Kathmandu')).toBe('2024-03-10');
      expect(calendarDateAt(lastMoment, 'Asia/Kolkata')).toBe('2024-03-09');
      expect(calendarDateAt(lastMoment + 1, 'UTC')).toBe('2024-03-09');
    }
    expect(iso(startOfDay('2024-03-10', 'Asia/Kathmandu'))).toBe('2024-03-09T18:15:00.000Z');
  });
});

describe('startOfDay', () => {
  it.each([
    ['2024-06-10', 'UTC', '2024-06-10T00:00:00.000Z'],
    ['2024-06-10', 'America/New_York', '2024-06-10T04:00:00.000Z'],
    ['2024-01-01', 'Asia/Kolkata', '2023-12-31T18:30:00.000Z'],
    ['2024-06-10', 'Pacific/Auckland', '2024-06-09T12:00:00.000Z'],
    // DST changes in the night: the day still starts at local midnight.
    ['2024-03-10', 'America/New_York', '2024-03-10T05:00:00.000Z'],
    ['2024-03-11', 'America/New_York', '2024-03-11T04:00:00.000Z'],
    ['2024-11-03', 'America/New_York', '2024-11-03T04:00:00.000Z'],
    ['2024-11-04', 'America/New_York', '2024-11-04T05:00:00.000Z'],
    // Midnight skipped (clocks jump 00:00 -> 01:00): the day starts at the jump.
    ['2022-09-11', 'America/Santiago', '2022-09-11T04:00:00.000Z'],
    ['2024-03-31', 'Asia/Beirut', '2024-03-30T22:00:00.000Z'],
    // Midnight repeated (clocks fall back 00:00 -> 23:00): the day starts when its date begins.
    ['2024-10-27', 'Asia/Beirut', '2024-10-26T22:00:00.000Z'],
  ])('%s in %s starts at %s', (date, zone, expected) => {
    const start = startOfDay(date, zone);
    expect(iso(start)).toBe(expected);
    expect(calendarDateAt(start, zone)).toBe(date);
    expect(calendarDateAt(start.getTime() - 1, zone)).not.toBe(date);
  });

  it('ends a day where the next one starts', () => {
    expect(iso(endOfDayExclusive('2024-03-09', 'America/New_York'))).toBe('2024-03-10T05:00:00.000Z');
    expect(iso(endOfDayExclusive('2024-12-31', 'UTC'))).toBe('2025-01-01T00:00:00.000Z');
  });

  it('throws for an invalid date or zone', () => {
    expect(() => startOfDay('2024-02-30', 'UTC')).toThrow(RangeError);
    expect(() => startOfDay('2024-02-01', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('independence from the process zone', () => {
  it('gives the same answers when the process runs in another zone', () => {
    inProcessTimeZone('Pacific/Kiritimati', () => {
      expect(new Date(2024, 0, 1).getTimezoneOffset()).toBe(-840); // the change took effect
      expect(iso(startOfDay('2024-06-10', 'America/New_York'))).toBe('2024-06-10T04:00:00.000Z');
      expect(calendarDateAt(Date.parse('2024-03-10T04:59:59.999Z'), 'UTC')).toBe('2024-03-10');
    });
    expect(new Date(2024, 0, 1).getTimezoneOffset()).toBe(0); // and was undone
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe("the spec's 'America/Honolulu'", () => {
  it('is read as Pacific/Honolulu (UTC-10, no DST)', () => {
    expect(toIanaTimeZone('America/Honolulu')).toBe('Pacific/Honolulu');
    expect(toIanaTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(isValidTimeZone('America/Honolulu')).toBe(true);
    expect(iso(startOfDay('2024-06-10', 'America/Honolulu'))).toBe('2024-06-10T10:00:00.000Z');
    expect(iso(startOfDay('2024-01-10', 'America/Honolulu'))).toBe('2024-01-10T10:00:00.000Z');
  });
});
