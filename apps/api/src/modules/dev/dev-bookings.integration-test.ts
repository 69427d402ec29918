import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  createBookingTestApp,
  daysFromToday,
  EVERY_DAY,
  emptyCalls,
  get,
  post,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let filmmaker: string;

beforeAll(async () => {
  t = await createBookingTestApp(emptyCalls());
  owner = await signUpAs(t.app, 'time-travel-owner@example.com', 'owner');
  filmmaker = await signUpAs(t.app, 'time-travel-filmmaker@example.com', 'filmmaker');
});
afterAll(() => t.close());

/** Today's date (YYYY-MM-DD) in a time zone. */
const todayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });

// Browser journeys complete a booking with this route and expect it under 'Past', which is judged by
// the day in the listing's zone. UTC-12 and UTC+14 are a day apart from UTC for half of every day.
describe('POST /dev/bookings/{id}/complete', () => {
  it.each(['Etc/GMT+12', 'Pacific/Kiritimati', 'America/New_York'])(
    'ends the booking yesterday in the listing zone (%s)',
    async (timezone) => {
      // The zone comes from the address (geocoding); set here as the geocoder would.
      const locationId = await createListing(t.app, owner, { availability: EVERY_DAY });
      await t.database.query('update locations set timezone = $2 where id = $1', [locationId, timezone]);
      const bookingId = await authorisedBooking(t.app, filmmaker, {
        locationId,
        startDate: daysFromToday(20),
        endDate: daysFromToday(21),
      });
      expect((await post(t.app, `/api/bookings/${bookingId}/approve`, owner)).statusCode).toBe(200);

      const completed = await post(t.app, `/dev/bookings/${bookingId}/complete`, owner);

      expect(completed.statusCode).toBe(204);
      const booking = (await get(t.app, `/api/bookings/${bookingId}`, filmmaker)).json().booking;
      expect(booking.status).toBe('completed');
      const yesterday = new Date(`${todayIn(timezone)}T00:00:00Z`);
      yesterday.setUTCDate(yesterday.getUTCDate() - 1);
      expect(booking.endDate).toBe(yesterday.toISOString().slice(0, 10));
    },
  );

  it('keeps the stay’s length (and so its price), and answers 409 when those past days are taken', async () => {
    const locationId = await createListing(t.app, owner, { availability: EVERY_DAY });
    const book = async (from: number, days: number) => {
      const id = await authorisedBooking(t.app, filmmaker, {
        locationId,
        startDate: daysFromToday(from),
        endDate: daysFromToday(from + days - 1),
      });
      expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
      return id;
    };
    const threeDays = await book(20, 3);
    const before = (await get(t.app, `/api/bookings/${threeDays}`, filmmaker)).json().booking;

    expect((await post(t.app, `/dev/bookings/${threeDays}/complete`, owner)).statusCode).toBe(204);

    const after = (await get(t.app, `/api/bookings/${threeDays}`, filmmaker)).json().booking;
    expect(after.totalPrice).toBe(before.totalPrice);
    expect((Date.parse(after.endDate) - Date.parse(after.startDate)) / 86_400_000).toBe(2);
    const second = await book(30, 2);
    const taken = await post(t.app, `/dev/bookings/${second}/complete`, owner);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/already holds the days/);
  });

  it('completes only a confirmed booking: a request waiting for its owner is refused and left as it was', async () => {
    const locationId = await createListing(t.app, owner, { availability: EVERY_DAY });
    const bookingId = await authorisedBooking(t.app, filmmaker, {
      locationId,
      startDate: daysFromToday(50),
      endDate: daysFromToday(51),
    });

    const refused = await post(t.app, `/dev/bookings/${bookingId}/complete`, owner);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This booking cannot be completed because it is still waiting for an answer.',
    );
    const booking = (await get(t.app, `/api/bookings/${bookingId}`, filmmaker)).json().booking;
    expect([booking.status, booking.startDate]).toEqual(['pending', daysFromToday(50)]);
  });

  it('answers 404 for a booking that does not exist or an id that is not one', async () => {
    const missing = await post(t.app, '/dev/bookings/00000000-0000-4000-8000-000000000000/complete', owner);
    const malformed = await post(t.app, '/dev/bookings/not-an-id/complete', owner);
    expect([missing.statusCode, malformed.statusCode]).toEqual([404, 404]);
  });
});
