import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { authorisedBooking, daysFromToday, post } from './booking-fixtures.ts';
import { createListing } from './listing-fixtures.ts';

const EVERY_DAY = { availability: { weekdays: true, weekends: true, holidays: true } };

/**
 * Moves a booking into the past and completes it, as the settle sweep would after its end date:
 * it ended `endedDaysAgo` days ago (UTC listing zone) after a two-day stay.
 */
export async function completeBooking(database: Database, bookingId: string, endedDaysAgo = 1) {
  await database.query(
    `update bookings set status = 'completed', payment_status = 'paid',
       start_date = $2::date - 1, end_date = $2::date where id = $1`,
    [bookingId, daysFromToday(-endedDaysAgo)],
  );
}

/**
 * A completed booking of `filmmaker` on a fresh listing of `owner`: requested, paid, approved, then
 * completed. Returns the booking and listing ids.
 */
export async function completedBooking(
  app: FastifyInstance,
  database: Database,
  cookies: { owner: string; filmmaker: string },
  endedDaysAgo = 1,
) {
  const locationId = await createListing(app, cookies.owner, EVERY_DAY);
  const bookingId = await authorisedBooking(app, cookies.filmmaker, {
    locationId,
    startDate: daysFromToday(20),
    endDate: daysFromToday(21),
  });
  const approved = await post(app, `/api/bookings/${bookingId}/approve`, cookies.owner);
  if (approved.statusCode !== 200) throw new Error(`Approving failed: ${approved.body}`);
  await completeBooking(database, bookingId, endedDaysAgo);
  return { bookingId, locationId };
}

export function postReview(
  app: FastifyInstance,
  cookie: string | undefined,
  body: { bookingId: string; rating?: unknown; comment?: unknown },
  path: '/api/reviews' | '/api/renter-reviews' = '/api/reviews',
) {
  return post(app, path, cookie, { rating: 5, ...body });
}
