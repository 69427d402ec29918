import { everyone, json, type MatrixEntry, ownerOnly } from './access-matrix-callers.ts';

/**
 * Scouting routes (ADR 0041). Everyone may ask where a listing is: the answer's exact point is
 * kept to the owner and renters with a confirmed booking, which
 * modules/geo/listing-position.integration-test.ts checks caller by caller.
 */
export const SCOUTING_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/map/style': { expect: everyone(200), request: () => ({ url: '/api/map/style' }) },
  'GET /api/locations/{id}/position': {
    expect: everyone(200),
    request: (w) => ({ url: `/api/locations/${w.listingId}/position` }),
  },
  'GET /api/places/address-point': {
    expect: everyone(200),
    request: () => ({ url: '/api/places/address-point?zip=94607&city=Oakland&state=CA' }),
  },
  // The owner's pin (modules/geo/listing-pin.integration-test.ts): another owner's is 'not found'.
  'PUT /api/locations/{id}/pin': {
    expect: ownerOnly(200, 404),
    request: (w) => ({ url: `/api/locations/${w.listingId}/pin`, ...json({ lat: 37.8041, lng: -122.2753 }) }),
  },
};
