import { DEFAULT_BOOKING_RULES } from '@setspot/domain/availability/availability-rules';
import type { LoadRequest } from './http-load.ts';

// The booking requests bench/bookings.ts and bench/api.ts send: the same dates in every run.

/** A deterministic pseudo-random sequence, so runs ask for the same dates. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function isoDaysAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The widest window of days a request may ask for: a listing takes requests up to its horizon (365
 * days by default), and one ends at most 2 days after it starts and at most 3 days from today.
 * Until 2026-11-28 the bench asked up to 703 days ahead and half its requests were refused with 400.
 */
export const BOOKABLE_WINDOW_DAYS = DEFAULT_BOOKING_RULES.horizonDays - 6;

/** POST /api/bookings over these listings, 1 to 3 days within `windowDays`, filmmakers in turn. */
export function bookingRequests(
  filmmakers: string[],
  listings: { id: string }[],
  seed: number,
  windowDays: number,
) {
  if (windowDays > BOOKABLE_WINDOW_DAYS)
    throw new Error(`Requests past the listings' horizon: ${windowDays}`);
  const next = random(seed);
  let client = 0;
  return (): LoadRequest => {
    const listing = listings[Math.floor(next() * listings.length)] ?? listings[0];
    const start = 3 + Math.floor(next() * windowDays);
    const length = Math.floor(next() * 3);
    return {
      method: 'POST',
      path: '/api/bookings',
      cookie: filmmakers[client++ % filmmakers.length],
      body: {
        locationId: listing?.id,
        startDate: isoDaysAhead(start),
        endDate: isoDaysAhead(start + length),
        crewSize: 4,
      },
    };
  };
}
