import { addDays } from '@setspot/domain/common/calendar-date';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  daysFromToday,
  EVERY_DAY,
  get,
  post,
  requestBooking,
  useBookingTestApp,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';

// Runs on PGlite (one query at a time) and, with DATABASE_URL, on a PostgreSQL server, where the
// requests really run at once on a pool of connections.
const t = useBookingTestApp();
const { calls } = t;
let owner: string;
const renters: string[] = [];
let listing: string;

beforeAll(async () => {
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  for (let i = 0; i < 5; i++) renters.push(await signUpAs(t.app, `renter${i}@example.com`, 'filmmaker'));
  listing = await createListing(t.app, owner, {
    availability: EVERY_DAY,
  });
});

/** Pairs of live bookings of one listing that share a day: must always be none. */
async function doubleBookings() {
  const [row] = await t.database.query<{ n: number }>(`
    select count(*)::int as n from bookings a join bookings b
      on a.location_id = b.location_id and a.id < b.id
     and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
    where a.status in ('pending', 'confirmed', 'completed') and b.status in ('pending', 'confirmed', 'completed')`);
  return row?.n;
}

describe('concurrent requests', () => {
  it('lets exactly one of 200 overlapping requests hold the dates', async () => {
    const shared = daysFromToday(40);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        requestBooking(t.app, renters[i % renters.length] ?? '', {
          locationId: listing,
          startDate: addDays(shared, -(i % 4)),
          endDate: addDays(shared, i % 3),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().error.code))).toEqual(
      new Set(['DATES_NOT_AVAILABLE']),
    );
    const [held] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from bookings where location_id = $1 and status = 'pending'`,
      [listing],
    );
    expect(held?.n).toBe(1);
    expect(await doubleBookings()).toBe(0);
  });
});

describe('a listing withdrawn while requests arrive', () => {
  it('never ends withdrawn with a live request on it', async () => {
    const place = await createListing(t.app, owner, {
      availability: EVERY_DAY,
    });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        requestBooking(t.app, renters[i % renters.length] ?? '', {
          locationId: place,
          startDate: daysFromToday(30 + i * 2),
          endDate: daysFromToday(30 + i * 2),
        }),
      ),
      t.app.inject({ method: 'DELETE', url: `/api/locations/${place}`, headers: { cookie: owner } }),
    ]);
    const withdrawal = answers.at(-1);
    const booked = answers.slice(0, -1).filter((res) => res.statusCode === 201).length;
    const [live] = await t.database.query<{ n: number; deleted: boolean }>(
      `select (select count(*)::int from bookings where location_id = $1 and status = 'pending') as n,
              (select deleted_at is not null from locations where id = $1) as deleted`,
      [place],
    );
    if (withdrawal?.statusCode === 200) {
      expect(live).toEqual({ n: 0, deleted: true });
      expect(booked).toBe(0);
    } else {
      expect(withdrawal?.statusCode).toBe(409);
      expect(live).toEqual({ n: booked, deleted: false });
    }
  });
});

describe('concurrent answers', () => {
  it('settles 25 approvals racing 25 renter cancellations into one state, capturing or releasing once', async () => {
    const id = await authorisedBooking(t.app, renters[0] ?? '', {
      locationId: listing,
      startDate: daysFromToday(60),
      endDate: daysFromToday(61),
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? post(t.app, `/api/bookings/${id}/approve`, owner)
          : post(t.app, `/api/bookings/${id}/cancel`, renters[0], {}),
      ),
    );
    const approvals = answers.filter((_, i) => i % 2 === 0).filter((res) => res.statusCode === 200);
    const cancellations = answers.filter((_, i) => i % 2 === 1).filter((res) => res.statusCode === 200);
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const { booking } = (await get(t.app, `/api/bookings/${id}`, renters[0])).json();
    expect(booking.status).toBe('cancelled');
    expect(cancellations).toHaveLength(1);
    expect(calls.capture.length + calls.cancelAuthorization.length).toBe(1);
    if (calls.capture.length === 1) {
      // The approval came first: the confirmed booking was then cancelled 60 days ahead, in full.
      expect(approvals).toHaveLength(1);
      expect(calls.refund).toEqual([[calls.capture[0], booking.totalPrice * 100]]);
      // The booking fee comes back in full; the service fee is kept (docs/decisions/0036).
      expect(booking).toMatchObject({
        paymentStatus: 'partially_refunded',
        refundAmount: booking.totalPrice,
      });
    } else {
      expect(approvals).toHaveLength(0);
      expect(calls.refund).toHaveLength(0);
      expect(booking).toMatchObject({ paymentStatus: 'unpaid', refundAmount: null });
    }
  });

  it('settles 25 approvals racing 25 rejections into one answer: one capture or one release', async () => {
    const id = await authorisedBooking(t.app, renters[1] ?? '', {
      locationId: listing,
      startDate: daysFromToday(70),
      endDate: daysFromToday(70),
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(t.app, `/api/bookings/${id}/${i % 2 === 0 ? 'approve' : 'reject'}`, owner, { reason: 'Busy' }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(49);
    const { booking } = (await get(t.app, `/api/bookings/${id}`, owner)).json();
    if (booking.status === 'confirmed') {
      expect([calls.capture.length, calls.cancelAuthorization.length]).toEqual([1, 0]);
      expect(booking.paymentStatus).toBe('paid');
    } else {
      expect(booking.status).toBe('rejected');
      expect([calls.capture.length, calls.cancelAuthorization.length]).toEqual([0, 1]);
    }
    expect(calls.refund).toHaveLength(0);
  });

  it('keeps a request that was never paid from being approved by any of 20 racing approvals', async () => {
    const created = await requestBooking(t.app, renters[2] ?? '', {
      locationId: listing,
      startDate: daysFromToday(80),
      endDate: daysFromToday(80),
    });
    const id = created.json().booking.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, `/api/bookings/${id}/approve`, owner)),
    );
    // The owner does not even see a request before its card is held (unpaid-requests.integration-test.ts).
    expect(answers.every((res) => res.statusCode === 404)).toBe(true);
    expect(calls.capture).toHaveLength(0);
  });
});
