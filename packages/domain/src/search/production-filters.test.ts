import { describe, expect, it } from 'vitest';
import { powerAmps } from './production-filters.ts';

describe('power amps', () => {
  it('reads the amps an owner states, multiplied out and the largest when several', () => {
    expect(powerAmps('3 x 20A circuits')).toBe(60);
    expect(powerAmps('Standard household, 200A panel')).toBe(200);
    expect(powerAmps('400A three-phase, tie-in available')).toBe(400);
    expect(powerAmps('200 amp service, 3-phase')).toBe(200);
    expect(powerAmps('4×20 amps plus a 100A tie-in')).toBe(100);
    expect(powerAmps('Plenty of outlets')).toBe(0);
    expect(powerAmps(null)).toBe(0);
  });
});
