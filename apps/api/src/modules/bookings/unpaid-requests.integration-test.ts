import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../testing/auth-helpers.ts';
import {
  createBookingTestApp,
  daysFromToday,
  EVERY_DAY,
  emailsTo,
  emptyCalls,
  get,
  payBooking,
  post,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { jsonHeaders, type TestApp } from '../../testing/test-app.ts';
import { settleBooking } from './booking-transitions.ts';

// A request whose checkout was left (or whose card was declined) is the filmmaker's alone until a
// card is held (ADR 0011): the owner does not see it anywhere, cannot act on it, and gets no email
// about it, whatever becomes of it.
let t: TestApp;
let owner: string;
let listing: string;
let renters = 0;
let day = 10;

beforeAll(async () => {
  t = await createBookingTestApp(emptyCalls());
  owner = await signUpAs(t.app, 'unpaid-owner@example.com', 'owner');
  listing = await createListing(t.app, owner, { propertyName: 'Glasshouse', availability: EVERY_DAY });
});
afterAll(() => t.close());

async function unpaidRequest() {
  renters += 1;
  const email = `unpaid-renter-${renters}@example.com`;
  const renter = await signUpAs(t.app, email, 'filmmaker');
  day += 3;
  const res = await requestBooking(t.app, renter, {
    locationId: listing,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 2),
  });
  expect(res.statusCode).toBe(201);
  return { renter, email, id: res.json().booking.id as string };
}

const ownerSees = async (id: string) => {
  const list = (await get(t.app, '/api/owner/bookings', owner)).json();
  const dashboard = (await get(t.app, '/api/owner/dashboard', owner)).json();
  const detail = await get(t.app, `/api/bookings/${id}`, owner);
  return {
    inList: list.items.some((item: { id: string }) => item.id === id),
    inRecent: JSON.stringify(dashboard).includes(id),
    detail: detail.statusCode,
  };
};
const counts = async () => {
  const dashboard = (await get(t.app, '/api/owner/dashboard', owner)).json();
  return { total: dashboard.totalBookingRequests, pending: dashboard.pendingBookingRequests };
};
const ownerMailAbout = async (id: string) =>
  (await emailsTo(t.app, 'unpaid-owner@example.com'))
    .filter((e) => e.text.includes(id))
    .map((e) => e.subject);

describe('a request not paid for', () => {
  it('is the filmmaker’s, awaiting payment for 30 minutes, and the owner sees nothing of it', async () => {
    const before = await counts();
    const { renter, id } = await unpaidRequest();

    const mine = (await get(t.app, `/api/bookings/${id}`, renter)).json().booking;
    expect(mine).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(Date.parse(mine.expiresAt) - Date.parse(mine.createdAt)).toBe(30 * 60_000);
    expect(await ownerSees(id)).toEqual({ inList: false, inRecent: false, detail: 404 });
    expect(await counts()).toEqual(before);
    for (const move of ['approve', 'reject', 'cancel']) {
      const res = await post(t.app, `/api/bookings/${id}/${move}`, owner, { reason: 'No' });
      expect(res.statusCode, move).toBe(404);
      expect(res.json().error.message).toBe('Booking not found');
    }
    const { items } = (await get(t.app, '/api/owner/bookings?status=pending', owner)).json();
    expect(items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('stays hidden after a declined card, and appears with its email once a card is held', async () => {
    const before = await counts();
    const { renter, id } = await unpaidRequest();
    const declined = await payBooking(t.app, renter, id, {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12 / 40',
      cvc: '123',
      name: 'Dee Klein',
    });
    expect(declined.statusCode).toBe(402);
    expect(await ownerSees(id)).toEqual({ inList: false, inRecent: false, detail: 404 });
    expect(await ownerMailAbout(id)).toEqual([]);

    expect((await payBooking(t.app, renter, id)).statusCode).toBe(200);

    expect(await ownerSees(id)).toEqual({ inList: true, inRecent: true, detail: 200 });
    expect(await counts()).toEqual({ total: before.total + 1, pending: before.pending + 1 });
    expect(await ownerMailAbout(id)).toEqual(['New booking request for Glasshouse']);
  });

  it('ends without a word to the owner: withdrawn, lapsed, or its renter gone', async () => {
    const withdrawn = await unpaidRequest();
    expect((await post(t.app, `/api/bookings/${withdrawn.id}/cancel`, withdrawn.renter, {})).statusCode).toBe(
      200,
    );
    expect((await emailsTo(t.app, withdrawn.email)).some((e) => e.text.includes(withdrawn.id))).toBe(true);

    const lapsed = await unpaidRequest();
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where id = $1`, [
      lapsed.id,
    ]);
    await settleBooking(t.deps, lapsed.id);
    expect((await get(t.app, `/api/bookings/${lapsed.id}`, lapsed.renter)).json().booking.status).toBe(
      'expired',
    );

    const gone = await unpaidRequest();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...jsonHeaders, cookie: gone.renter },
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const [row] = await t.database.query<{ status: string }>(`select status from bookings where id = $1`, [
      gone.id,
    ]);
    expect(row?.status).toBe('cancelled');

    for (const { id } of [withdrawn, lapsed, gone]) {
      expect(await ownerMailAbout(id)).toEqual([]);
      expect(await ownerSees(id)).toEqual({ inList: false, inRecent: false, detail: 404 });
    }
  });
});
