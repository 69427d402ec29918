import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DAYS_BLOCKED_BY_OWNER } from '@setspot/domain/availability/availability-texts';
import {
  CALENDAR_ALREADY_IMPORTED,
  CALENDAR_LIMIT,
  CALENDAR_URL_SCHEME,
  calendarHttpStatusText,
} from '@setspot/domain/availability/calendar-import-texts';
import type { OwnerCalendar } from '@setspot/domain/availability/calendar-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/auth-helpers.ts';
import {
  authorisedBooking,
  daysFromToday,
  get,
  post,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let rosa: string;
let listing: string;
let server: http.Server;
let icsBase: string;
/** What the local calendar server answers at /airbnb.ics; tests change it between syncs. */
let airbnbEvents: string[] = [];

const everyDay = { availability: { weekdays: true, weekends: true, holidays: true } };
const ymd = (days: number) => daysFromToday(days).replaceAll('-', '');
/** An all-day event as Airbnb sends it: DTEND is the day after the last blocked day. */
const allDay = (from: number, toInclusive: number, summary = 'Reserved') =>
  `BEGIN:VEVENT\r\nUID:${from}-${toInclusive}@airbnb\r\nDTSTART;VALUE=DATE:${ymd(from)}\r\nDTEND;VALUE=DATE:${ymd(toInclusive + 1)}\r\nSUMMARY:${summary}\r\nEND:VEVENT`;
const ics = (events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');

const base = (id: string) => `/api/owner/listings/${id}`;
const calendarOf = async (id: string) =>
  (await get(t.app, `${base(id)}/calendar`, owner)).json() as OwnerCalendar;
const importedDates = (calendar: OwnerCalendar, source: string) =>
  calendar.blockedDays.filter((day) => day.source === source).map((day) => day.date);
function remove(cookie: string, path: string) {
  return t.app.inject({ method: 'DELETE', url: path, headers: { cookie, origin: jsonHeaders.origin } });
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // Any query is ignored, so one calendar can be added under several links.
    if (request.url?.split('?')[0] === '/airbnb.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(ics(airbnbEvents));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  icsBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  otherOwner = await signUpAs(t.app, 'other@example.com', 'owner');
  rosa = await signUpConfirmed(t.app, {
    email: 'rosa@example.com',
    firstName: 'Rosa',
    lastName: 'Diaz',
    userType: 'filmmaker',
  });
  listing = await createListing(t.app, owner, { ...everyDay, state: 'CA' });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('importing an external calendar', () => {
  let calendarId: string;

  it("blocks the events' days as 'Blocked by {name}': the calendar, the booking panel and requests (409)", async () => {
    airbnbEvents = [allDay(20, 22)];
    const added = await post(t.app, `${base(listing)}/imported-calendars`, owner, {
      name: 'Airbnb',
      url: `${icsBase}/airbnb.ics`,
    });
    expect(added.statusCode, added.body).toBe(200);
    calendarId = added.json().calendar.id;
    expect(added.json().calendar).toMatchObject({ name: 'Airbnb', lastError: null });
    expect(added.json().calendar.lastSyncedAt).toEqual(expect.any(String));

    const calendar = await calendarOf(listing);
    expect(importedDates(calendar, 'Airbnb')).toEqual([20, 21, 22].map((d) => daysFromToday(d)));
    expect(calendar.importedCalendars).toEqual([added.json().calendar]);

    const panel = (await get(t.app, `/api/locations/${listing}/unavailable-dates`)).json();
    expect(panel.unavailableDates).toContainEqual({ start: daysFromToday(21), end: daysFromToday(21) });

    const refused = await requestBooking(t.app, rosa, {
      locationId: listing,
      startDate: daysFromToday(22),
      endDate: daysFromToday(24),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DAYS_BLOCKED_BY_OWNER);
  });

  it('leaves the listing out of a date search over imported days (the search index hears of them)', async () => {
    const search = async (from: number, to: number) => {
      const res = await get(t.app, `/api/locations?from=${daysFromToday(from)}&to=${daysFromToday(to)}`);
      return (res.json().items as { id: string }[]).map((item) => item.id);
    };
    await eventually(async () => expect(await search(21, 21)).not.toContain(listing), 5000);
    await eventually(async () => expect(await search(40, 41)).toContain(listing), 5000);
  });

  it("replaces the calendar's days at each sync ('Sync now')", async () => {
    airbnbEvents = [allDay(25, 25)];
    const synced = await post(t.app, `${base(listing)}/imported-calendars/${calendarId}/sync`, owner);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(importedDates(await calendarOf(listing), 'Airbnb')).toEqual([daysFromToday(25)]);
    const nowFree = await requestBooking(t.app, rosa, {
      locationId: listing,
      startDate: daysFromToday(21),
      endDate: daysFromToday(21),
    });
    expect(nowFree.statusCode, nowFree.body).toBe(201);
  });

  it('keeps the days of the last good sync when a sync fails, and says why in words', async () => {
    await t.database.db.execute(
      sql`update imported_calendars set url = ${`${icsBase}/gone.ics`} where id = ${calendarId}`,
    );
    const synced = await post(t.app, `${base(listing)}/imported-calendars/${calendarId}/sync`, owner);
    expect(synced.json().calendar.lastError).toBe(calendarHttpStatusText(404));
    const calendar = await calendarOf(listing);
    expect(calendar.importedCalendars[0]?.lastError).toBe(calendarHttpStatusText(404));
    expect(importedDates(calendar, 'Airbnb')).toEqual([daysFromToday(25)]);
    await t.database.db.execute(
      sql`update imported_calendars set url = ${`${icsBase}/airbnb.ics`} where id = ${calendarId}`,
    );
  });

  it('flags an imported event over a SetSpot booking to the owner, and keeps both', async () => {
    const bookingId = await authorisedBooking(t.app, rosa, {
      locationId: listing,
      startDate: daysFromToday(30),
      endDate: daysFromToday(31),
    });
    airbnbEvents = [allDay(31, 32, 'Airbnb guest')];
    await post(t.app, `${base(listing)}/imported-calendars/${calendarId}/sync`, owner);
    const calendar = await calendarOf(listing);
    expect(calendar.importConflicts).toEqual([
      {
        calendarName: 'Airbnb',
        eventSummary: 'Airbnb guest',
        start: daysFromToday(31),
        end: daysFromToday(32),
        bookingId,
        bookingStatus: 'pending',
        renterName: 'Rosa Diaz',
      },
    ]);
    expect(calendar.bookings.map((booking) => booking.id)).toContain(bookingId);
    expect(importedDates(calendar, 'Airbnb')).toEqual([daysFromToday(31), daysFromToday(32)]);
  });

  it('syncs due calendars from the 15-minute sweep', async () => {
    airbnbEvents = [allDay(50, 50)];
    await t.database.db.execute(
      sql`update imported_calendars set last_attempt_at = now() - interval '1 hour' where id = ${calendarId}`,
    );
    await t.deps.jobs.enqueue(t.database.db, 'calendar-imports.sweep', {});
    await eventually(async () => {
      await t.deps.jobs.runDue();
      expect(importedDates(await calendarOf(listing), 'Airbnb')).toEqual([daysFromToday(50)]);
    }, 10_000);
  });

  it('refuses other callers: another owner meets 404, a filmmaker 403, nobody 401', async () => {
    const path = `${base(listing)}/imported-calendars/${calendarId}`;
    expect((await post(t.app, `${path}/sync`, otherOwner)).statusCode).toBe(404);
    expect((await remove(otherOwner, path)).statusCode).toBe(404);
    expect((await post(t.app, `${path}/sync`, rosa)).statusCode).toBe(403);
    expect((await post(t.app, `${path}/sync`, undefined)).statusCode).toBe(401);
    const add = { name: 'Mine now', url: `${icsBase}/airbnb.ics` };
    expect((await post(t.app, `${base(listing)}/imported-calendars`, otherOwner, add)).statusCode).toBe(404);
    // A calendar of one listing named under another listing of the same owner names nothing.
    const second = await createListing(t.app, owner, everyDay);
    expect(
      (await post(t.app, `${base(second)}/imported-calendars/${calendarId}/sync`, owner)).statusCode,
    ).toBe(404);
    expect((await calendarOf(listing)).importedCalendars).toHaveLength(1);
  });

  it('refuses a link that is not http(s) in the shape of every validation error, the same link twice, and an 11th calendar', async () => {
    const ftp = await post(t.app, `${base(listing)}/imported-calendars`, owner, {
      name: 'Old',
      url: 'ftp://example.com/cal.ics',
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().error).toMatchObject({ message: CALENDAR_URL_SCHEME, field: 'url' });
    const full = await createListing(t.app, owner, everyDay);
    for (let i = 0; i < 10; i += 1) {
      const res = await post(t.app, `${base(full)}/imported-calendars`, owner, {
        name: `Calendar ${i}`,
        url: `${icsBase}/airbnb.ics?copy=${i}`,
      });
      expect(res.statusCode).toBe(200);
      if (i === 0) {
        const again = await post(t.app, `${base(full)}/imported-calendars`, owner, {
          name: 'Calendar again',
          url: `${icsBase}/airbnb.ics?copy=0`,
        });
        expect(again.statusCode).toBe(409);
        expect(again.json().error.message).toBe(CALENDAR_ALREADY_IMPORTED);
      }
    }
    const eleventh = await post(t.app, `${base(full)}/imported-calendars`, owner, {
      name: 'One more',
      url: `${icsBase}/airbnb.ics`,
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe(CALENDAR_LIMIT);
  });

  it('frees the days of a removed calendar', async () => {
    const removed = await remove(owner, `${base(listing)}/imported-calendars/${calendarId}`);
    expect(removed.statusCode).toBe(200);
    const calendar = await calendarOf(listing);
    expect(importedDates(calendar, 'Airbnb')).toEqual([]);
    expect(calendar.importedCalendars).toEqual([]);
    expect(calendar.importConflicts).toEqual([]);
  });
});
