import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from '../common/time-zone.ts';
import { FALLBACK_TIME_ZONE, timeZoneForState, US_STATE_TIME_ZONES } from './time-zones.ts';

describe('timeZoneForState', () => {
  it.each([
    ['CA', 'America/Los_Angeles'],
    ['ny', 'America/New_York'],
    [' Texas ', 'America/Chicago'],
    ['AZ', 'America/Phoenix'],
    ['HI', 'Pacific/Honolulu'],
    ['Colorado', 'America/Denver'],
  ])('%j is in %s', (state, zone) => {
    expect(timeZoneForState(state)).toBe(zone);
  });

  it.each(['', 'Ontario', 'XX'])('falls back to New York for %j', (state) => {
    expect(timeZoneForState(state)).toBe(FALLBACK_TIME_ZONE);
  });

  it('names real zones for every state, DC and the territories, once each', () => {
    expect(US_STATE_TIME_ZONES).toHaveLength(56);
    expect(new Set(US_STATE_TIME_ZONES.map(([code]) => code)).size).toBe(56);
    for (const [, , zone] of US_STATE_TIME_ZONES) expect(isValidTimeZone(zone)).toBe(true);
  });
});
