import { everyone, json, type MatrixEntry, ownerOnly } from './access-matrix-callers.ts';
import { freshListing } from './access-matrix-worlds.ts';
import { daysFromToday } from './booking-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

const run = { start: daysFromToday(40), end: daysFromToday(42) };

/**
 * Availability (ADR 0039): only a listing's owner reads its calendar or changes its blocked days and
 * rules; another owner is answered as if the listing did not exist.
 */
export const AVAILABILITY_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/owner/listings/{id}/calendar': {
    expect: ownerOnly(200, 404),
    request: (w) => ({ url: `/api/owner/listings/${w.listingId}/calendar` }),
  },
  'PUT /api/owner/listings/{id}/booking-rules': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `/api/owner/listings/${await freshListing(w)}/booking-rules`,
      ...json({ minDays: 2, maxDays: 10, noticeDays: 2, horizonDays: 180, instantBook: false }),
    }),
  },
  'POST /api/owner/listings/{id}/blocked-days': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `/api/owner/listings/${await freshListing(w)}/blocked-days`,
      ...json({ ...run, note: 'Family event' }),
    }),
  },
  'POST /api/owner/listings/{id}/calendar-feed': {
    expect: ownerOnly(200, 404),
    request: (w) => ({ url: `/api/owner/listings/${w.listingId}/calendar-feed` }),
  },
  // The feed needs no session: its private address is the key (and names no renter).
  'GET /api/calendar-feeds/{file}': {
    expect: everyone(200),
    request: async (w) => {
      const link = await w.app.inject({
        method: 'POST',
        url: `/api/owner/listings/${w.listingId}/calendar-feed`,
        headers: { cookie: w.cookies.owner, origin: jsonHeaders.origin },
      });
      return { url: new URL(link.json().feedUrl as string).pathname };
    },
  },
  'DELETE /api/owner/listings/{id}/blocked-days': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `/api/owner/listings/${await freshListing(w)}/blocked-days?start=${run.start}&end=${run.end}`,
    }),
  },
};
