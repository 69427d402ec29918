import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { authorisedBooking, daysFromToday } from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { databaseUrlOf } from '../../testing/second-instance.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Two server instances on one database. With DATABASE_URL (a PostgreSQL server) each has its own
// pool and its own LISTEN connection, as two processes behind a load balancer would; on the embedded
// PGlite (one process per database) they share the in-process database.
let first: TestApp;
let second: TestApp;
let secondDatabase: Database;

beforeAll(async () => {
  first = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  secondDatabase =
    first.database.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: await databaseUrlOf(first.database) })
      : first.database;
  second = await createTestApp({ database: secondDatabase });
}, 60_000);
afterAll(async () => {
  await second.close();
  if (secondDatabase !== first.database) await secondDatabase.close();
  await first.close();
});

it('a booking made through one instance leaves date search on the other within a second', async () => {
  const owner = await signUpAs(first.app, 'two-owner@example.com', 'owner');
  const filmmaker = await signUpAs(first.app, 'two-filmmaker@example.com', 'filmmaker');
  const everyDay = { availability: { weekdays: true, weekends: true, holidays: true } };
  const id = await createListing(first.app, owner, { ...everyDay, propertyName: 'Twin Harbour Loft' });
  const [from, to] = [daysFromToday(30), daysFromToday(31)];
  const search = async () => {
    const res = await second.app.inject({ url: `/api/locations?q=twin%20harbour&from=${from}&to=${to}` });
    return (res.json() as LocationSearchPage).items.map((item) => item.id);
  };
  await eventually(async () => expect(await search()).toEqual([id]), 5000);

  await authorisedBooking(first.app, filmmaker, { locationId: id, startDate: to, endDate: to });
  await eventually(async () => expect(await search()).toEqual([]), 1000);
});
