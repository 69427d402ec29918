import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/auth-helpers.ts';
import { daysFromToday, get, post, requestBooking } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let rosa: string;
let sam: string;
let listing: string;
let weekdaysOnly: string;
let withdrawn: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  otherOwner = await signUpAs(t.app, 'other-owner@example.com', 'owner');
  rosa = await signUpConfirmed(t.app, {
    email: 'rosa@example.com',
    firstName: 'Rosa',
    lastName: 'Diaz',
    userType: 'filmmaker',
  });
  sam = await signUpAs(t.app, 'sam@example.com', 'filmmaker');
  const everyDay = { availability: { weekdays: true, weekends: true, holidays: true } };
  listing = await createListing(t.app, owner, {
    ...everyDay,
    propertyName: 'Sunny Loft',
    pricePerDay: '199.99',
    state: 'CA',
  });
  weekdaysOnly = await createListing(t.app, owner, {
    availability: { weekdays: true, weekends: false, holidays: false },
  });
  withdrawn = await createListing(t.app, owner, everyDay);
  await t.app.inject({ method: 'DELETE', url: `/api/locations/${withdrawn}`, headers: { cookie: owner } });
});
afterAll(() => t.close());

const dates = (from: number, to: number) => ({ startDate: daysFromToday(from), endDate: daysFromToday(to) });

describe('POST /api/bookings', () => {
  it('prices the request on the server: days x daily price, both end days count; any client price is ignored', async () => {
    const res = await requestBooking(t.app, rosa, {
      locationId: listing,
      ...dates(30, 32),
      projectDetails: ' Music video ',
      crewSize: '6',
      specialRequests: 'Load-in at 7am',
      totalPrice: 1,
    });
    expect(res.statusCode).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({
      locationId: listing,
      ...dates(30, 32),
      totalPrice: 599.97,
      status: 'pending',
      paymentStatus: 'unpaid',
      projectDetails: 'Music video',
      crewSize: 6,
      specialRequests: 'Load-in at 7am',
      cancelledBy: null,
      refundAmount: null,
      location: { title: 'Sunny Loft', city: 'Oakland', state: 'CA', timeZone: 'America/Los_Angeles' },
    });
    // An unpaid request holds its dates for 30 minutes.
    const ttl = Date.parse(booking.expiresAt) - Date.parse(booking.createdAt);
    expect(ttl).toBe(30 * 60_000);
    const [stored] = await t.database.query<{ total_price: string }>(
      'select total_price from bookings where id = $1',
      [booking.id],
    );
    expect(stored?.total_price).toBe('599.97');
  });

  it('asks a visitor to log in, and refuses owner accounts', async () => {
    const visitor = await requestBooking(t.app, '', { locationId: listing, ...dates(40, 40) });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please log in to make a booking');
    for (const cookie of [owner, otherOwner]) {
      const res = await requestBooking(t.app, cookie, { locationId: listing, ...dates(40, 40) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only filmmaker accounts can book locations');
    }
  });

  it.each([
    [{ startDate: '' }, 'Please select booking dates'],
    [{ endDate: undefined }, 'Please select booking dates'],
    [{ endDate: daysFromToday(49) }, 'End date must be on or after the start date'],
    [{ crewSize: 0 }, 'Crew size must be at least 1'],
  ])('refuses %j: %s', async (change, message) => {
    const res = await requestBooking(t.app, rosa, { locationId: listing, ...dates(50, 51), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a start in the past or today in the listing zone', async () => {
    for (const startDate of [
      daysFromToday(-1, 'America/Los_Angeles'),
      daysFromToday(0, 'America/Los_Angeles'),
    ]) {
      const res = await requestBooking(t.app, rosa, {
        locationId: listing,
        startDate,
        endDate: daysFromToday(3),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Start date cannot be in the past');
    }
  });

  it('refuses days the owner does not offer', async () => {
    // Seven days in a row always include a weekend.
    const res = await requestBooking(t.app, rosa, { locationId: weekdaysOnly, ...dates(60, 66) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'DATES_NOT_AVAILABLE',
      message: 'Those dates are not available. Please choose other dates.',
    });
  });

  it('answers 404 for a withdrawn or missing listing, 400 for a malformed id', async () => {
    for (const locationId of [withdrawn, '00000000-0000-4000-8000-000000000000']) {
      const res = await requestBooking(t.app, rosa, { locationId, ...dates(70, 71) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Location not found');
    }
    const malformed = await requestBooking(t.app, rosa, { locationId: 'nope', ...dates(70, 71) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ message: 'Not a valid id', field: 'locationId' });
  });

  it('refuses dates that overlap a live request with 409', async () => {
    expect((await requestBooking(t.app, rosa, { locationId: listing, ...dates(80, 82) })).statusCode).toBe(
      201,
    );
    for (const range of [dates(82, 84), dates(78, 80), dates(81, 81)]) {
      const res = await requestBooking(t.app, sam, { locationId: listing, ...range });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('DATES_NOT_AVAILABLE');
    }
    expect((await requestBooking(t.app, sam, { locationId: listing, ...dates(83, 84) })).statusCode).toBe(
      201,
    );
  });

  it('frees the dates of a request past its expiry even before its job ran', async () => {
    const first = (await requestBooking(t.app, rosa, { locationId: listing, ...dates(90, 91) })).json()
      .booking;
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where id = $1`, [
      first.id,
    ]);
    const second = await requestBooking(t.app, sam, { locationId: listing, ...dates(91, 92) });
    expect(second.statusCode).toBe(201);
    const own = await get(t.app, `/api/bookings/${first.id}`, rosa);
    expect(own.json().booking.status).toBe('expired');
  });
});

/**
 * The owner sees a request once a card was held for it (ADR 0011; unpaid-requests.integration-test.ts):
 * every request of the listing so far gets one, as a checkout would.
 */
const cardHeldForAll = () =>
  t.database.query(
    `update bookings set payment_intent_id = 'test_pi_' || replace(id::text, '-', '')
     where location_id = $1 and payment_intent_id is null`,
    [listing],
  );

describe('reading bookings', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = (await requestBooking(t.app, rosa, { locationId: listing, ...dates(100, 101) })).json()
      .booking.id;
    await cardHeldForAll();
  });

  it('shows a booking to its renter and to the owner of the listing, with the renter name for the owner', async () => {
    const mine = await get(t.app, `/api/bookings/${bookingId}`, rosa);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().booking.renter).toBeUndefined();
    const owners = await get(t.app, `/api/bookings/${bookingId}`, owner);
    expect(owners.json().booking.renter).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz' });
  });

  it('hides it from everyone else', async () => {
    expect((await get(t.app, `/api/bookings/${bookingId}`)).statusCode).toBe(401);
    for (const cookie of [sam, otherOwner]) {
      const res = await get(t.app, `/api/bookings/${bookingId}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Booking not found');
    }
    expect((await get(t.app, '/api/bookings/not-an-id', rosa)).statusCode).toBe(404);
  });

  it("lists the renter's own bookings, start date descending", async () => {
    const res = await get(t.app, '/api/me/bookings', rosa);
    const starts = res.json().items.map((b: { startDate: string }) => b.startDate);
    expect(starts.length).toBeGreaterThan(2);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect((await get(t.app, '/api/me/bookings')).statusCode).toBe(401);
    const others = (await get(t.app, '/api/me/bookings', sam)).json().items;
    expect(others.every((b: { renterId: string }) => b.renterId !== mineId(res.json().items))).toBe(true);
  });

  it('pages the owner bookings 20 at a time, newest request first, with a status filter', async () => {
    for (let i = 0; i < 20; i++)
      await requestBooking(t.app, sam, { locationId: listing, ...dates(200 + i, 200 + i) });
    await cardHeldForAll();
    const first = (await get(t.app, '/api/owner/bookings', owner)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.pageCount).toBe(Math.ceil(first.total / 20));
    const created = first.items.map((b: { createdAt: string }) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const second = (await get(t.app, '/api/owner/bookings?page=2', owner)).json();
    expect(second.items.length).toBe(first.total - 20);
    const expired = (await get(t.app, '/api/owner/bookings?status=expired', owner)).json();
    expect(expired.items.map((b: { status: string }) => b.status)).toEqual(['expired']);
    expect((await get(t.app, '/api/owner/bookings?status=lost', owner)).statusCode).toBe(400);
    expect((await get(t.app, '/api/owner/bookings', otherOwner)).json()).toMatchObject({
      items: [],
      total: 0,
      pageCount: 0,
    });
    expect((await get(t.app, '/api/owner/bookings', rosa)).statusCode).toBe(403);
    expect((await get(t.app, '/api/owner/bookings')).statusCode).toBe(401);
  });
});

function mineId(items: { renterId: string }[]) {
  return items[0]?.renterId;
}

describe('checkout', () => {
  it('gives the renter a test checkout page for an open request, and nobody else', async () => {
    const id = (await requestBooking(t.app, rosa, { locationId: listing, ...dates(120, 121) })).json().booking
      .id;
    const res = await post(t.app, `/api/bookings/${id}/checkout`, rosa);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/test-checkout\/test_cs_[0-9a-f]+$/);
    expect((await post(t.app, `/api/bookings/${id}/checkout`, undefined)).statusCode).toBe(401);
    for (const cookie of [sam, owner, otherOwner]) {
      expect((await post(t.app, `/api/bookings/${id}/checkout`, cookie)).statusCode).toBe(404);
    }
  });
});
