import { describe, expect, it } from 'vitest';
import { addressKey, parseCoordinates, pinFor } from './pin-state';

describe('the wizard pin', () => {
  it('reads coordinates as map apps copy them, and nothing else', () => {
    expect(parseCoordinates('37.80412, -122.27531')).toEqual({ lat: 37.80412, lng: -122.27531 });
    expect(parseCoordinates(' 37.8 -122.2 ')).toEqual({ lat: 37.8, lng: -122.2 });
    for (const text of ['', 'Oakland', '37.8', '95, 10', '37.8, -190', 'NaN, 1', '1e3, 2'])
      expect(parseCoordinates(text), text).toBeNull();
  });

  it('keeps a moved pin only for the address it was placed for', () => {
    const address = { zip: '94607', city: 'Oakland', state: 'CA' };
    const pin = { point: { lat: 37.8, lng: -122.27 }, address: addressKey(address) };
    expect(pinFor(pin, { ...address, city: ' oakland ' })).toEqual(pin.point);
    expect(pinFor(pin, { ...address, zip: '94110' })).toBeNull();
    expect(pinFor(null, address)).toBeNull();
  });
});
