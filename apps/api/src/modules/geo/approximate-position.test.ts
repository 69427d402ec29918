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

  it('finds a city named without its state, in the state where it has the most ZIP codes', () => {
    const downtownLa = { lat: 34.05, lng: -118.25 };
    const la = findPlace('Los Angeles');
    expect(la?.name).toBe('Los Angeles, CA');
    expect(milesBetween(la!, downtownLa)).toBeLessThan(15);
    // Case and extra spaces do not matter.
    expect(findPlace('  los   ANGELES ')).toEqual(la);
    expect(findPlace('San Francisco')?.name).toBe('San Francisco, CA');
    // Springfield is in two dozen states: Illinois has the most of its ZIP codes, every time.
    expect(findPlace('Springfield')?.name).toBe('Springfield, IL');
    expect(findPlace('springfield')?.name).toBe('Springfield, IL');
    // A state named still wins over the busiest one.
    expect(findPlace('Springfield, MA')?.name).toBe('Springfield, MA');
    // A last word that is no state is part of the name.
    expect(findPlace('Rancho Santa Fe')?.name).toBe('Rancho Santa Fe, CA');
    expect(findPlace('Qwzxv Plorb')).toBeNull();
    expect(findPlace('Springfield, ZZ')).toBeNull();
  });
});
