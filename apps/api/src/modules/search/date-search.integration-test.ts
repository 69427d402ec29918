import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { insertBookings, insertLocation, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { inProcessTimeZone } from '../../testing/process-time-zone.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The test process runs in a third zone: answers must not lean on it (booking days are each
// listing's own calendar days; "today" is today at the listing).
inProcessTimeZone('Asia/Kolkata');

// 20:00 UTC on March 2: still March 2 (noon) in Los Angeles, already March 3 (9 am) in Auckland.
const NOW = new Date('2027-03-02T20:00:00Z');
const every = { weekdays: true, weekends: true, holidays: true };

let t: TestApp;
let ownerId: string;
let la: string;
let auckland: string;
let booked: string;

async function found(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/locations?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as LocationSearchPage).items.map((item) => item.name);
}
const dates = (from: string, to: string) => `q=datetest&from=${from}&to=${to}`;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  ownerId = await insertOwner(t.database);
  const place = (title: string, fields: object = {}) =>
    insertLocation(t.database, { ownerId, title: `${title} datetest`, availability: every, ...fields });
  la = await place('Venice Bungalow', { state: 'CA', timezone: 'America/Los_Angeles' });
  auckland = await place('Ponsonby Villa', { state: 'CA', timezone: 'Pacific/Auckland' });
  await place('Weekday Office', {
    availability: { weekdays: true, weekends: false, holidays: true },
  });
  booked = await place('Booked Barn');
  await place('Ruled Loft', { minBookingDays: 3, instantBook: true });
  await insertBookings(t.database, [
    {
      locationId: booked,
      startDate: '2027-03-10',
      endDate: '2027-03-11',
      totalPrice: '200.00',
      status: 'confirmed',
      paymentStatus: 'paid',
    },
  ]);
  await eventually(async () => expect(await found('q=datetest')).toHaveLength(5), 5000);
});
afterAll(() => t.close());

describe('GET /api/locations?from=…&to=…', () => {
  it("judges 'today' at each listing: Auckland's March 3 has begun, Los Angeles' has not", async () => {
    const tomorrowInLa = await found(dates('2027-03-03', '2027-03-03'));
    expect(tomorrowInLa).toContain('Venice Bungalow datetest');
    expect(tomorrowInLa).not.toContain('Ponsonby Villa datetest');
    const both = await found(dates('2027-03-04', '2027-03-04'));
    expect(both).toEqual(expect.arrayContaining(['Venice Bungalow datetest', 'Ponsonby Villa datetest']));
  });

  it('leaves out days held by bookings, days not offered and ranges the rules refuse', async () => {
    const weekend = await found(dates('2027-03-06', '2027-03-07')); // Saturday and Sunday
    expect(weekend).not.toContain('Weekday Office datetest');
    expect(weekend).toContain('Booked Barn datetest');
    expect(weekend).not.toContain('Ruled Loft datetest'); // 2 days, at least 3 asked
    const held = await found(dates('2027-03-09', '2027-03-12'));
    expect(held).not.toContain('Booked Barn datetest');
    expect(held).toEqual(expect.arrayContaining(['Ruled Loft datetest', 'Weekday Office datetest']));
    expect(await found(dates('2027-03-12', '2027-03-12'))).toContain('Booked Barn datetest');
    // Beyond the horizon (365 days by default).
    expect(await found(dates('2028-03-10', '2028-03-10'))).toEqual([]);
  });

  it('keeps only instant-book listings when asked', async () => {
    expect(await found('q=datetest&instantBook=true')).toEqual(['Ruled Loft datetest']);
    expect(await found(`${dates('2027-03-09', '2027-03-12')}&instantBook=true`)).toEqual([
      'Ruled Loft datetest',
    ]);
  });

  it('follows a block and a new booking within a second', async () => {
    await t.database.query(`insert into blocked_days (location_id, day) values ($1, '2027-03-20')`, [la]);
    await eventually(
      async () =>
        expect(await found(dates('2027-03-19', '2027-03-21'))).not.toContain('Venice Bungalow datetest'),
      1000,
    );
    await insertBookings(t.database, [
      {
        locationId: auckland,
        startDate: '2027-03-21',
        endDate: '2027-03-21',
        totalPrice: '100.00',
        status: 'pending',
        paymentStatus: 'authorized',
      },
    ]);
    await eventually(
      async () =>
        expect(await found(dates('2027-03-21', '2027-03-21'))).not.toContain('Ponsonby Villa datetest'),
      1000,
    );
    await t.database.query(`delete from blocked_days where location_id = $1`, [la]);
    await eventually(
      async () =>
        expect(await found(dates('2027-03-19', '2027-03-21'))).toContain('Venice Bungalow datetest'),
      1000,
    );
  });

  it('refuses half a range, a backwards one and a bad date with 400 in words', async () => {
    for (const [query, text] of [
      ['from=2027-03-04', 'Give both from and to, or neither'],
      ['from=2027-03-05&to=2027-03-04', 'to must be on or after from'],
      ['from=2027-02-30&to=2027-03-04', 'from must be a real date in the form YYYY-MM-DD'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/locations?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(text);
    }
  });
});
