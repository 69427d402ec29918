import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from '../common/time-zone.ts';
import { contactMethodSchema, timezoneSchema } from './profile-option-schemas.ts';
import { DEFAULT_TIMEZONE, TIMEZONES } from './profile-options.ts';

describe('time zones', () => {
  it('offers the spec list with UTC first and as default', () => {
    expect(TIMEZONES).toEqual([
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Honolulu',
    ]);
    expect(DEFAULT_TIMEZONE).toBe('UTC');
  });

  it('offers only zones the runtime knows', () => {
    for (const zone of TIMEZONES) expect(isValidTimeZone(zone)).toBe(true);
  });

  it('refuses others with a clear message', () => {
    expect(timezoneSchema.safeParse('Europe/Paris').error?.issues[0]?.message).toBe(
      'Please choose a time zone from the list',
    );
  });
});

describe('contactMethodSchema', () => {
  it('keeps email or phone and turns anything else into email', () => {
    expect(contactMethodSchema.parse('phone')).toBe('phone');
    expect(contactMethodSchema.parse('email')).toBe('email');
    expect(contactMethodSchema.parse('fax')).toBe('email');
    expect(contactMethodSchema.parse(undefined)).toBe('email');
    expect(contactMethodSchema.parse(null)).toBe('email');
  });
});
