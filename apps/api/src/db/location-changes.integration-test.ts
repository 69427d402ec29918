import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { insertBookings, insertLocation, insertOwner } from '../testing/fixture-rows.repository.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import type { Subscription } from './listen.ts';
import { announceLocationChange, LOCATION_CHANGES_CHANNEL } from './location-changes.ts';

let database: Database;
let subscription: Subscription;
const heard: string[] = [];
let listing: string;

beforeAll(async () => {
  database = await openTestDatabase();
  subscription = await database.listen(LOCATION_CHANGES_CHANNEL, {
    onNotification: (payload) => heard.push(...payload.split(',')),
    onGap: () => {},
  });
  listing = await insertLocation(database, { ownerId: await insertOwner(database) });
});
afterAll(async () => {
  await subscription.close();
  await database.close();
});

const booking = (day: string) => ({
  locationId: listing,
  startDate: day,
  endDate: day,
  totalPrice: '100.00',
  status: 'pending' as const,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('announceLocationChange', () => {
  it('announces a listing once the transaction that wrote its booking commits, each listing once', async () => {
    heard.length = 0;
    const other = await insertLocation(database, { ownerId: await insertOwner(database) });
    await settle();
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      announceLocationChange(tx, listing);
      announceLocationChange(tx, other);
      announceLocationChange(tx, listing);
      await settle();
      expect(heard).toEqual([]);
    });
    await eventually(async () => expect([...heard].sort()).toEqual([listing, other].sort()), 2000);
  });

  it('announces nothing when the transaction rolls back', async () => {
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        announceLocationChange(tx, listing);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('the bookings trigger (migration 0023)', () => {
  it('stands aside for SetSpot’s own connections, which announce after the commit', async () => {
    heard.length = 0;
    await database.query(
      `insert into bookings (location_id, start_date, end_date, total_price, status)
       values ($1, '2031-01-05', '2031-01-05', 100, 'pending')`,
      [listing],
    );
    await settle();
    expect(heard).toEqual([]);
  });

  it('announces a booking another writer makes (an operator’s SQL)', async () => {
    heard.length = 0;
    await insertBookings(database, [booking('2031-01-07')]);
    await eventually(async () => expect(heard).toEqual([listing]), 2000);
  });
});
