import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookie, signIn } from '../../testing/auth-helpers.ts';
import {
  authorisedBooking,
  clearCalls,
  createBookingTestApp,
  daysFromToday,
  EVERY_DAY,
  emailsTo,
  emptyCalls,
  get,
  post,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { openMessageStream, userIdOf } from '../../testing/message-fixtures.ts';
import { act, signUpOperator } from '../../testing/operator-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

const calls = emptyCalls();
let t: TestApp;
let baseUrl: string;
let operator: { cookie: string; id: string };
let n = 0;
beforeAll(async () => {
  t = await createBookingTestApp(calls);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  operator = await signUpOperator(t.app, t.database, 'operator@example.com');
}, 60_000);
afterAll(() => t.close());
beforeEach(() => clearCalls(calls));

async function person(kind: 'owner' | 'filmmaker') {
  n += 1;
  const email = `${kind}-${n}@example.com`;
  const cookie = await signUpAs(t.app, email, kind);
  return { email, cookie, id: await userIdOf(t.app, cookie) };
}
const span = (from: number) => ({ startDate: daysFromToday(from), endDate: daysFromToday(from + 1) });
const bookingRow = async (id: string) =>
  (
    await t.database.query<{
      status: string;
      payment_status: string;
      refund_amount: string | null;
      total_price: string;
      service_fee: string;
    }>('select status, payment_status, refund_amount, total_price, service_fee from bookings where id = $1', [
      id,
    ])
  )[0];

describe('suspending an account', () => {
  it('ends its sessions and streams at once, refuses sign-in, hides its listings and refunds its renters', async () => {
    const owner = await person('owner');
    const renter = await person('filmmaker');
    const place = await createListing(t.app, owner.cookie, {
      availability: EVERY_DAY,
      propertyName: 'Suspicious Loft',
    });
    const confirmed = await authorisedBooking(t.app, renter.cookie, { locationId: place, ...span(20) });
    expect((await post(t.app, `/api/bookings/${confirmed}/approve`, owner.cookie)).statusCode).toBe(200);
    const pending = await authorisedBooking(t.app, renter.cookie, { locationId: place, ...span(30) });
    const stream = await openMessageStream(baseUrl, owner.cookie);
    await stream.next((e) => e.event === 'ready');
    // Read once, so the owner's session sits in the signed cookie cache (ADR 0019).
    expect((await get(t.app, '/api/me/profile', owner.cookie)).statusCode).toBe(200);
    clearCalls(calls);

    const res = await act(t.app, operator.cookie, `/api/admin/users/${owner.id}/suspend`, 'Scam listings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ endedSessions: 1, hiddenListings: 1, cancelledBookings: 2 });
    expect(res.json().user).toMatchObject({ suspensionReason: 'Scam listings' });

    // The session is refused on the next request despite its cached cookie, and its stream ends.
    expect((await get(t.app, '/api/me/profile', owner.cookie)).statusCode).toBe(401);
    await stream.next((e) => e.event === 'ended');
    const again = await signIn(t.app, owner.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('Your account is suspended. Contact support.');

    // The listing leaves search and its page.
    await eventually(async () => {
      const search = await get(t.app, '/api/locations?q=Suspicious');
      expect(search.json().items.map((item: { id: string }) => item.id)).not.toContain(place);
    });
    expect((await get(t.app, `/api/locations/${place}`)).statusCode).toBe(404);

    // The confirmed booking is refunded in full, service fee included (ADR 0036), the request
    // released; the renter is emailed.
    const paid = await bookingRow(confirmed);
    expect(paid).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(Number(paid?.refund_amount)).toBe(Number(paid?.total_price) + Number(paid?.service_fee));
    expect(Number(paid?.service_fee)).toBeGreaterThan(0);
    expect(await bookingRow(pending)).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    await t.deps.jobs.runDue();
    await eventually(async () => {
      expect(calls.refund).toHaveLength(1);
      expect(calls.refund[0]?.[1]).toBe(Math.round(Number(paid?.refund_amount) * 100));
      expect(calls.cancelAuthorization).toHaveLength(1);
      const mail = (await emailsTo(t.app, renter.email)).map((e) => e.text);
      expect(
        mail.filter((text) => text.includes('The owner’s account was suspended by SetSpot.')),
      ).toHaveLength(2);
    }, 10_000);

    // On record, in the same transaction: who, what, target, before and after, reason, from where.
    const audit = await get(t.app, `/api/admin/audit?targetType=user&targetId=${owner.id}`, operator.cookie);
    expect(audit.json().items).toHaveLength(1);
    expect(audit.json().items[0]).toMatchObject({
      actorEmail: 'operator@example.com',
      action: 'user.suspend',
      targetId: owner.id,
      before: { suspended: false },
      after: { suspended: true, endedSessions: 1, hiddenListings: 1, cancelledBookings: 2 },
      reason: 'Scam listings',
      ip: '127.0.0.1',
    });

    // Operators find the bookings by id, by a party's email, by status and by dates.
    const byId = await get(t.app, `/api/admin/bookings?q=${confirmed}`, operator.cookie);
    expect(byId.json().items).toEqual([
      expect.objectContaining({ id: confirmed, status: 'cancelled', refundCents: expect.any(Number) }),
    ]);
    const byRenter = await get(
      t.app,
      `/api/admin/bookings?q=${renter.email}&status=cancelled`,
      operator.cookie,
    );
    expect(byRenter.json().total).toBe(2);
    const late = await get(
      t.app,
      `/api/admin/bookings?q=${renter.email}&from=${daysFromToday(25)}`,
      operator.cookie,
    );
    expect(late.json().items.map((b: { id: string }) => b.id)).toEqual([pending]);

    // Unsuspended: sign-in works again and the listing is back.
    expect((await act(t.app, operator.cookie, `/api/admin/users/${owner.id}/unsuspend`)).statusCode).toBe(
      200,
    );
    const back = await signIn(t.app, owner.email);
    expect(back.statusCode).toBe(200);
    expect((await get(t.app, '/api/me/profile', sessionCookie(back.headers['set-cookie']))).statusCode).toBe(
      200,
    );
    expect((await get(t.app, `/api/locations/${place}`)).statusCode).toBe(200);
  }, 60_000);

  it('refuses a second suspension, the operator themself and an unknown account', async () => {
    const renter = await person('filmmaker');
    expect((await act(t.app, operator.cookie, `/api/admin/users/${renter.id}/suspend`)).statusCode).toBe(200);
    const twice = await act(t.app, operator.cookie, `/api/admin/users/${renter.id}/suspend`);
    expect([twice.statusCode, twice.json().error.message]).toEqual([
      409,
      'This account is already suspended',
    ]);
    expect((await act(t.app, operator.cookie, `/api/admin/users/${operator.id}/suspend`)).statusCode).toBe(
      409,
    );
    const unknown = crypto.randomUUID();
    expect((await act(t.app, operator.cookie, `/api/admin/users/${unknown}/suspend`)).statusCode).toBe(404);
    expect(
      (await post(t.app, `/api/admin/users/${renter.id}/unsuspend`, operator.cookie, {})).statusCode,
    ).toBe(400);
    // Only the two real actions are on record.
    const [count] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where target_id = $1`,
      [renter.id],
    );
    expect(count?.n).toBe(1);
  });

  it('refuses requests on a hidden listing, also after one was accepted before it was hidden', async () => {
    const owner = await person('owner');
    const renter = await person('filmmaker');
    const place = await createListing(t.app, owner.cookie, { availability: EVERY_DAY });
    // The listing's facts are remembered by a first request (one round trip for the next ones).
    expect((await requestBooking(t.app, renter.cookie, { locationId: place, ...span(50) })).statusCode).toBe(
      201,
    );
    expect(
      (await act(t.app, operator.cookie, `/api/admin/listings/${place}/hide`, 'Fake photos')).statusCode,
    ).toBe(200);
    const refused = await requestBooking(t.app, renter.cookie, { locationId: place, ...span(60) });
    expect(refused.statusCode).toBe(404);
    expect((await act(t.app, operator.cookie, `/api/admin/listings/${place}/restore`)).statusCode).toBe(200);
    expect((await requestBooking(t.app, renter.cookie, { locationId: place, ...span(60) })).statusCode).toBe(
      201,
    );
  });

  it('refuses other users, whoever they are, and leaves the account as it was', async () => {
    const owner = await person('owner');
    const other = await person('owner');
    expect((await act(t.app, other.cookie, `/api/admin/users/${owner.id}/suspend`)).statusCode).toBe(403);
    expect((await act(t.app, owner.cookie, `/api/admin/users/${owner.id}/suspend`)).statusCode).toBe(403);
    expect((await get(t.app, '/api/me/profile', owner.cookie)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const [row] = await t.database.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(row?.n).toBeGreaterThan(0);
    await expect(t.database.query(`update audit_log set reason = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(t.database.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(t.database.query('truncate audit_log')).rejects.toThrow(/append-only/);
    const [after] = await t.database.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(after?.n).toBe(row?.n);
  });

  it('confirms an email by hand, on record', async () => {
    const id = crypto.randomUUID();
    await t.database.query(
      `insert into users (id, name, email, email_verified, first_name, last_name, user_type)
       values ($1, 'No Mail', 'no-mail@example.com', false, 'No', 'Mail', 'filmmaker')`,
      [id],
    );
    const res = await act(t.app, operator.cookie, `/api/admin/users/${id}/confirm-email`, 'Called support');
    expect(res.json()).toMatchObject({ emailVerified: true });
    const page = await get(t.app, `/api/admin/users/${id}`, operator.cookie);
    expect(page.json().audit[0]).toMatchObject({ action: 'user.confirm_email', reason: 'Called support' });
  });
});
