import { describe, expect, it } from 'vitest';
import { approximateArea, milesBetween } from './approximate-position.ts';
import { findPlace, pointOfAddress } from './places.ts';

const METERS_PER_MILE = 1609.344;

describe('approximate position', () => {
  it('holds the point inside a 500 m circle, never at its centre, the same every time', () => {
    const point = { lat: 34.0286, lng: -118.2728 };
    for (let i = 0; i < 200; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const area = approximateArea(id, point);
      const meters = milesBetween(point, area) * METERS_PER_MILE;
      expect(meters).toBeGreaterThan(120);
      expect(meters).toBeLessThan(area.radiusMeters);
      expect(approximateArea(id, point)).toEqual(area);
    }
  });

  it('places addresses and searched places from the offline ZIP code data', () => {
    const la = pointOfAddress({ zip: '90007', city: 'Los Angeles', state: 'CA' });
    expect(la?.lat).toBeCloseTo(34.03, 1);
    // No ZIP code: the city's middle.
    expect(pointOfAddress({ zip: '', city: 'Austin', state: 'TX' })?.lng).toBeCloseTo(-97.7, 0);
    expect(pointOfAddress({ zip: '', city: 'Atlantis', state: 'ZZ' })).toBeNull();
    expect(findPlace('Austin, TX')?.name).toBe('Austin, TX');
    expect(findPlace('brooklyn ny')?.name).toBe('Brooklyn, NY');
    expect(findPlace('10001')?.name).toContain('New York');
    expect(findPlace('nowhere')).toBeNull();
    // Los Angeles to New York, about 2,450 miles.
    expect(milesBetween(findPlace('90007')!, findPlace('10001')!)).toBeGreaterThan(2400);
  });
});
