import {
  DAYS_ALREADY_BOOKED,
  DAYS_BLOCKED_BY_OWNER,
  horizonText,
  maximumDaysText,
  minimumDaysText,
  noticeText,
} from '@setspot/domain/availability/availability-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/auth-helpers.ts';
import {
  authorisedBooking,
  daysFromToday,
  emailsTo,
  get,
  post,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let rosa: string;
let listing: string;

const everyDay = { availability: { weekdays: true, weekends: true, holidays: true } };
const dates = (from: number, to: number) => ({ startDate: daysFromToday(from), endDate: daysFromToday(to) });

function block(cookie: string, id: string, body: object) {
  return post(t.app, `/api/owner/listings/${id}/blocked-days`, cookie, body);
}
function unblock(cookie: string, id: string, start: string, end: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/owner/listings/${id}/blocked-days?start=${start}&end=${end}`,
    headers: { cookie, origin: jsonHeaders.origin },
  });
}
function saveRules(cookie: string, id: string, rules: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/owner/listings/${id}/booking-rules`,
    headers: { ...jsonHeaders, cookie },
    payload: { minDays: 1, maxDays: 90, noticeDays: 0, horizonDays: 365, instantBook: false, ...rules },
  });
}

beforeAll(async () => {
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
afterAll(() => t.close());

describe('blocked days', () => {
  it('refuses requests that touch a blocked day with 409, shows them in the panel and the calendar', async () => {
    const res = await block(owner, listing, {
      start: daysFromToday(30),
      end: daysFromToday(32),
      note: 'Family event',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 3 });

    const refused = await requestBooking(t.app, rosa, { locationId: listing, ...dates(32, 34) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DAYS_BLOCKED_BY_OWNER);
    // Paid, so the owner sees it (unpaid requests are not the owner's to see).
    await authorisedBooking(t.app, rosa, { locationId: listing, ...dates(33, 34) });

    const panel = (await get(t.app, `/api/locations/${listing}/unavailable-dates`)).json();
    expect(panel.unavailableDates).toEqual(
      expect.arrayContaining([{ start: daysFromToday(31), end: daysFromToday(31) }]),
    );
    expect(JSON.stringify(panel)).not.toContain('Family event');

    const calendar = (await get(t.app, `/api/owner/listings/${listing}/calendar`, owner)).json();
    expect(calendar.blockedDays).toContainEqual({
      date: daysFromToday(30),
      note: 'Family event',
      source: 'owner',
    });
    expect(calendar.bookings).toEqual([
      expect.objectContaining({ start: daysFromToday(33), end: daysFromToday(34), renterName: 'Rosa Diaz' }),
    ]);
  });

  it('unblocks days, after which they can be requested', async () => {
    const res = await unblock(owner, listing, daysFromToday(30), daysFromToday(30));
    expect(res.json()).toEqual({ changed: 1 });
    expect((await requestBooking(t.app, rosa, { locationId: listing, ...dates(29, 30) })).statusCode).toBe(
      201,
    );
  });

  it('refuses to block days a live request holds (409), and another owner meets a 404', async () => {
    const held = await block(owner, listing, { start: daysFromToday(34), end: daysFromToday(36) });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(DAYS_ALREADY_BOOKED);
    const other = { start: daysFromToday(60), end: daysFromToday(60) };
    expect((await block(otherOwner, listing, other)).statusCode).toBe(404);
    expect((await unblock(otherOwner, listing, daysFromToday(31), daysFromToday(31))).statusCode).toBe(404);
    expect((await get(t.app, `/api/owner/listings/${listing}/calendar`, otherOwner)).statusCode).toBe(404);
    expect((await get(t.app, `/api/owner/listings/${listing}/calendar`, rosa)).statusCode).toBe(403);
    expect((await get(t.app, `/api/owner/listings/${listing}/calendar`)).statusCode).toBe(401);
    // The other owner's attempt left the days as they were.
    const calendar = (await get(t.app, `/api/owner/listings/${listing}/calendar`, owner)).json();
    expect(calendar.blockedDays.map((d: { date: string }) => d.date)).toContain(daysFromToday(31));
    expect(calendar.blockedDays.map((d: { date: string }) => d.date)).not.toContain(daysFromToday(60));
  });

  it('refuses backwards and overlong runs in words', async () => {
    const backwards = await block(owner, listing, { start: daysFromToday(50), end: daysFromToday(49) });
    expect(backwards.statusCode).toBe(400);
    const long = await block(owner, listing, { start: daysFromToday(50), end: daysFromToday(50 + 366) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Block at most 366 days at a time');
  });

  it('holds in the database too: a booking row on a blocked day is refused like an overlap', async () => {
    const [renter] = await t.database.query<{ id: string }>(
      `select id from users where email = 'rosa@example.com'`,
    );
    const insert = t.database.query(
      `insert into bookings (location_id, renter_id, start_date, end_date, total_price, status)
       values ($1, $2, $3, $3, 100, 'pending')`,
      [listing, renter?.id, daysFromToday(31)],
    );
    await expect(insert).rejects.toMatchObject({ code: '23P01' });
  });
});

describe('booking rules', () => {
  let ruled: string;
  beforeAll(async () => {
    ruled = await createListing(t.app, owner, everyDay);
    const res = await saveRules(owner, ruled, { minDays: 2, maxDays: 5, noticeDays: 10, horizonDays: 60 });
    expect(res.statusCode).toBe(200);
  });

  it('refuses each broken rule with its own words (400) and takes a request that keeps them', async () => {
    const ask = (from: number, to: number) =>
      requestBooking(t.app, rosa, { locationId: ruled, ...dates(from, to) });
    const short = await ask(20, 20);
    expect([short.statusCode, short.json().error.message]).toEqual([400, minimumDaysText(2)]);
    const long = await ask(20, 25);
    expect([long.statusCode, long.json().error.message]).toEqual([400, maximumDaysText(5)]);
    const soon = await ask(3, 5);
    expect(soon.statusCode).toBe(400);
    expect(soon.json().error.message).toMatch(
      /^This location needs more notice: the earliest start date is /,
    );
    const far = await ask(59, 61);
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toMatch(/^This location takes bookings up to /);
    expect((await ask(20, 21)).statusCode).toBe(201);
  });

  it('gives the panel the rules with the first and last day they allow', async () => {
    const panel = (await get(t.app, `/api/locations/${ruled}/unavailable-dates`)).json();
    expect(panel.rules).toMatchObject({ minDays: 2, maxDays: 5, instantBook: false });
    expect(panel.rules.earliestStart >= daysFromToday(10)).toBe(true);
    expect(panel.rules.earliestStart <= daysFromToday(12)).toBe(true);
    expect(noticeText(panel.rules.earliestStart)).toContain('earliest start date is');
    expect(horizonText(panel.rules.latestEnd)).toContain('takes bookings up to');
  });

  it('refuses a minimum above the maximum, and anyone but the owner', async () => {
    const res = await saveRules(owner, ruled, { minDays: 6, maxDays: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The minimum days per booking cannot be more than the maximum');
    expect((await saveRules(otherOwner, ruled, { minDays: 1 })).statusCode).toBe(404);
    expect((await saveRules(rosa, ruled, { minDays: 1 })).statusCode).toBe(403);
    const calendar = (await get(t.app, `/api/owner/listings/${ruled}/calendar`, owner)).json();
    expect(calendar.rules).toEqual({
      minDays: 2,
      maxDays: 5,
      noticeDays: 10,
      horizonDays: 60,
      instantBook: false,
    });
  });
});

describe('instant book', () => {
  it("confirms and captures as soon as the card is authorised, and emails the owner 'New confirmed booking'", async () => {
    const instant = await createListing(t.app, owner, everyDay);
    expect((await saveRules(owner, instant, { instantBook: true })).statusCode).toBe(200);
    const id = await authorisedBooking(t.app, rosa, { locationId: instant, ...dates(40, 41) });
    const booking = (await get(t.app, `/api/bookings/${id}`, rosa)).json().booking;
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const mail = await emailsTo(t.app, 'owner@example.com');
    expect(mail.map((m) => m.subject)).toContain('New confirmed booking');
    expect(mail.find((m) => m.subject === 'New confirmed booking')?.text).toContain('Rosa Diaz');
    // A listing without instant book still waits for the owner.
    const plain = await authorisedBooking(t.app, rosa, { locationId: listing, ...dates(70, 70) });
    expect((await get(t.app, `/api/bookings/${plain}`, rosa)).json().booking.status).toBe('pending');
  });

  it('needs at least 24 hours of notice, even with none set', async () => {
    const instant = await createListing(t.app, owner, everyDay);
    await saveRules(owner, instant, { instantBook: true, noticeDays: 0 });
    // Tomorrow where the listing is: a UTC "tomorrow" is two days ahead there for some hours of the day.
    const [listed] = await t.database.query<{ timezone: string }>(
      'select timezone from locations where id = $1',
      [instant],
    );
    const day = daysFromToday(1, listed?.timezone);
    const tomorrow = await requestBooking(t.app, rosa, { locationId: instant, startDate: day, endDate: day });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().error.message).toMatch(/^This location needs more notice/);
  });
});

describe('iCal feed', () => {
  it('lists booked and blocked days without a session and without any renter detail; a new link ends the old', async () => {
    const made = await post(t.app, `/api/owner/listings/${listing}/calendar-feed`, owner);
    expect(made.statusCode).toBe(200);
    const first = new URL(made.json().feedUrl).pathname;
    expect((await get(t.app, `/api/owner/listings/${listing}/calendar`, owner)).json().feedUrl).toBe(
      made.json().feedUrl,
    );
    const feed = await get(t.app, first);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${daysFromToday(33).replaceAll('-', '')}`);
    expect(feed.body).toContain('SUMMARY:Booked');
    expect(feed.body).toContain('SUMMARY:Blocked');
    for (const secret of ['Rosa', 'Diaz', 'rosa@example.com', 'Family event'])
      expect(feed.body).not.toContain(secret);

    expect((await post(t.app, `/api/owner/listings/${listing}/calendar-feed`, otherOwner)).statusCode).toBe(
      404,
    );
    const again = await post(t.app, `/api/owner/listings/${listing}/calendar-feed`, owner);
    expect(new URL(again.json().feedUrl).pathname).not.toBe(first);
    expect((await get(t.app, first)).statusCode).toBe(404);
    expect((await get(t.app, new URL(again.json().feedUrl).pathname)).statusCode).toBe(200);
    expect((await get(t.app, '/api/calendar-feeds/not-a-token.ics')).statusCode).toBe(404);
  });
});
