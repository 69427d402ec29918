import { everyone, json, type MatrixEntry, type MatrixWorld, ownerOnly } from './access-matrix-callers.ts';
import { freshListing } from './access-matrix-worlds.ts';
import { daysFromToday } from './booking-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

const run = { start: daysFromToday(40), end: daysFromToday(42) };

/** A link nothing answers on (the discard port): the calendar is stored with its error, quickly. */
const deadLink = { name: 'Airbnb', url: 'http://127.0.0.1:9/calendar.ics' };

/** An imported calendar of the owner's listing, made as the owner (for sync and remove). */
async function importedCalendar(w: MatrixWorld) {
  const listingId = await freshListing(w);
  const made = await w.app.inject({
    method: 'POST',
    url: `/api/owner/listings/${listingId}/imported-calendars`,
    headers: { ...jsonHeaders, cookie: w.cookies.owner },
    payload: deadLink,
  });
  return `/api/owner/listings/${listingId}/imported-calendars/${made.json().calendar.id as string}`;
}

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
  // Calendar import (ADR 0044): only the listing's owner adds, syncs or removes its calendars.
  'POST /api/owner/listings/{id}/imported-calendars': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `/api/owner/listings/${await freshListing(w)}/imported-calendars`,
      ...json(deadLink),
    }),
  },
  'POST /api/owner/listings/{id}/imported-calendars/{calendarId}/sync': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `${await importedCalendar(w)}/sync` }),
  },
  'DELETE /api/owner/listings/{id}/imported-calendars/{calendarId}': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: await importedCalendar(w) }),
  },
};
