import { addDays } from '@setspot/domain/common/calendar-date';
import { FILMMAKER_BOOKINGS_PAGE_SIZE } from '@setspot/domain/common/constants';
import { startOfDay } from '@setspot/domain/common/time-zone';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daysFromToday, EVERY_DAY, get, post, requestBooking } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { inProcessTimeZone } from '../../testing/process-time-zone.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// GET /api/me/bookings: one page of a tab, and every tab's count, judged on the server by the day in
// each listing's zone (Los Angeles, and Auckland, which is a day ahead of it), with the test process in
// a third zone so nothing leans on the zone the server runs in.
type Page = {
  items: { id: string; startDate: string; createdAt: string; status: string; renterId: string }[];
  counts: { upcoming: number; active: number; past: number; all: number };
  page: number;
  pageSize: number;
  pageCount: number;
};

let pinned: Date | null = null;
let t: TestApp;
let owner: string;
let renter: string;
let crowded: string;
const listings: Record<string, string> = {};

inProcessTimeZone('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp({
    clock: { now: () => pinned ?? new Date() },
    env: { AUTH_RATE_LIMIT_MAX: '100' },
  });
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'renter@example.com', 'filmmaker');
  crowded = await signUpAs(t.app, 'crowded@example.com', 'filmmaker');
  listings['America/Los_Angeles'] = await createListing(t.app, owner, {
    availability: EVERY_DAY,
    state: 'CA',
  });
  const auckland = await createListing(t.app, owner, { availability: EVERY_DAY, state: 'NY' });
  await t.database.query(`update locations set timezone = 'Pacific/Auckland' where id = $1`, [auckland]);
  listings['Pacific/Auckland'] = auckland;
});
afterAll(() => t.close());
beforeEach(() => {
  pinned = null;
});

async function myBookings(cookie: string, query = ''): Promise<Page> {
  const res = await get(t.app, `/api/me/bookings${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function book(cookie: string, locationId: string, startDate: string, endDate = startDate) {
  const res = await requestBooking(t.app, cookie, { locationId, startDate, endDate });
  expect(res.statusCode).toBe(201);
  return res.json().booking.id as string;
}

describe.each(['America/Los_Angeles', 'Pacific/Auckland'])('tabs of a shoot in %s', (timeZone) => {
  it('is upcoming until its first day begins there, active through its last day, then past', async () => {
    const startDate = daysFromToday(40, timeZone);
    const endDate = addDays(startDate, 1);
    const id = await book(renter, listings[timeZone] ?? '', startDate, endDate);
    const tabOf = async (at: Date) => {
      pinned = at;
      const tabs = ['upcoming', 'active', 'past'] as const;
      const found = [];
      for (const tab of tabs) {
        const page = await myBookings(renter, `?tab=${tab}`);
        if (page.items.some((booking) => booking.id === id)) found.push(tab);
      }
      return found;
    };
    const firstInstant = startOfDay(startDate, timeZone);
    const afterLastDay = startOfDay(addDays(endDate, 1), timeZone);
    expect(await tabOf(new Date(firstInstant.getTime() - 1))).toEqual(['upcoming']);
    expect(await tabOf(firstInstant)).toEqual(['active']);
    expect(await tabOf(new Date(afterLastDay.getTime() - 1))).toEqual(['active']);
    expect(await tabOf(afterLastDay)).toEqual(['past']);
  });
});

describe('GET /api/me/bookings', () => {
  it('puts a cancelled, rejected or lapsed request under Past whatever its dates, and counts each tab as it lists it', async () => {
    const id = await book(
      renter,
      listings['America/Los_Angeles'] ?? '',
      daysFromToday(60, 'America/Los_Angeles'),
    );
    expect((await post(t.app, `/api/bookings/${id}/cancel`, renter)).statusCode).toBe(200);
    // A rejected and a lapsed request, ahead too (their transitions have tests of their own).
    const ahead = daysFromToday(61, 'America/Los_Angeles');
    const rejected = await book(renter, listings['America/Los_Angeles'] ?? '', ahead);
    const lapsed = await book(renter, listings['America/Los_Angeles'] ?? '', addDays(ahead, 1));
    await t.database.query(`update bookings set status = 'rejected' where id = $1`, [rejected]);
    await t.database.query(`update bookings set status = 'expired' where id = $1`, [lapsed]);
    const past = await myBookings(renter, '?tab=past');
    const statusOf = (bookingId: string) => past.items.find((booking) => booking.id === bookingId)?.status;
    expect([statusOf(id), statusOf(rejected), statusOf(lapsed)]).toEqual([
      'cancelled',
      'rejected',
      'expired',
    ]);
    const upcoming = await myBookings(renter, '?tab=upcoming');
    expect(upcoming.items.some((booking) => booking.id === id)).toBe(false);
    const all = await myBookings(renter);
    for (const [tab, page] of [
      ['upcoming', upcoming],
      ['past', past],
      ['all', all],
    ] as const) {
      expect(page.counts).toEqual(all.counts);
      expect(page.items).toHaveLength(all.counts[tab]);
    }
    expect(all.counts.all).toBe(all.counts.upcoming + all.counts.active + all.counts.past);
  });

  it(`pages ${FILMMAKER_BOOKINGS_PAGE_SIZE} at a time, start date descending, with no booking twice`, async () => {
    const listing = listings['America/Los_Angeles'] ?? '';
    const made: string[] = [];
    for (let day = 0; day < FILMMAKER_BOOKINGS_PAGE_SIZE + 3; day++) {
      made.push(await book(crowded, listing, daysFromToday(100 + day, 'America/Los_Angeles')));
    }
    const first = await myBookings(crowded);
    const second = await myBookings(crowded, '?page=2');
    expect(first).toMatchObject({ page: 1, pageSize: FILMMAKER_BOOKINGS_PAGE_SIZE, pageCount: 2 });
    expect(first.items).toHaveLength(FILMMAKER_BOOKINGS_PAGE_SIZE);
    expect(second.items).toHaveLength(3);
    const starts = [...first.items, ...second.items].map((booking) => booking.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const ids = [...first.items, ...second.items].map((booking) => booking.id);
    expect(new Set(ids)).toEqual(new Set(made));
    // A page past the end still carries every tab's count (the statement's row of counts alone).
    const third = await myBookings(crowded, '?page=3');
    expect(third.items).toEqual([]);
    expect(third.counts).toEqual(first.counts);
  });

  it('gives the newest requests first with order=requested (the dashboard), as many as asked', async () => {
    const listing = listings['Pacific/Auckland'] ?? '';
    const later = await book(crowded, listing, daysFromToday(20, 'Pacific/Auckland'));
    const latest = await book(crowded, listing, daysFromToday(10, 'Pacific/Auckland'));
    const recent = await myBookings(crowded, '?order=requested&pageSize=3');
    expect(recent.items.map((booking) => booking.id).slice(0, 2)).toEqual([latest, later]);
    expect(recent.items).toHaveLength(3);
    expect(recent.pageCount).toBe(Math.ceil(recent.counts.all / 3));
  });

  it("answers only with the caller's own bookings, and refuses a caller who is not signed in", async () => {
    const stranger = await signUpAs(t.app, 'stranger@example.com', 'filmmaker');
    expect(await myBookings(stranger)).toEqual({
      items: [],
      counts: { upcoming: 0, active: 0, past: 0, all: 0 },
      page: 1,
      pageSize: FILMMAKER_BOOKINGS_PAGE_SIZE,
      pageCount: 0,
    });
    expect((await myBookings(owner)).counts.all).toBe(0);
    const renterId = (await myBookings(renter)).items[0]?.renterId;
    expect((await myBookings(crowded)).items.every((booking) => booking.renterId !== renterId)).toBe(true);
    expect((await get(t.app, '/api/me/bookings')).statusCode).toBe(401);
  });

  it.each([['?tab=soon'], ['?page=0'], ['?pageSize=21'], ['?order=price'], ['?limit=5']])(
    'refuses %s with 400',
    async (query) => {
      const res = await get(t.app, `/api/me/bookings${query}`, renter);
      expect(res.statusCode).toBe(400);
    },
  );
});
