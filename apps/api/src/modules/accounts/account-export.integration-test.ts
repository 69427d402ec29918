import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  createBookingTestApp,
  daysFromToday,
  EVERY_DAY,
  emptyCalls,
  get,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { sendMessageAs } from '../../testing/message-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { exportAccount } from './account-export.service.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
let ownListing = '';
let othersListing = '';

async function idOf(email: string) {
  const [row] = await t.database.query<{ id: string }>(`select id from users where email = $1`, [email]);
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createBookingTestApp(emptyCalls());
  for (const [name, kind] of [
    ['owner', 'owner'],
    ['filmmaker', 'filmmaker'],
    ['stranger', 'owner'],
    ['strangerrenter', 'filmmaker'],
  ] as const) {
    cookies[name] = await signUpAs(t.app, `export-${name}@example.com`, kind);
    ids[name] = await idOf(`export-${name}@example.com`);
  }
  ownListing = await createListing(t.app, cookies.owner ?? '', { availability: EVERY_DAY });
  othersListing = await createListing(t.app, cookies.stranger ?? '', { availability: EVERY_DAY });
  const dates = { startDate: daysFromToday(20), endDate: daysFromToday(21) };
  await authorisedBooking(t.app, cookies.filmmaker ?? '', { locationId: ownListing, ...dates });
  await authorisedBooking(t.app, cookies.strangerrenter ?? '', { locationId: othersListing, ...dates });
  await send('filmmaker', 'owner', 'Hello from the filmmaker');
  await send('strangerrenter', 'stranger', 'A message between strangers');
  await t.database.query(
    `insert into reviews (location_id, reviewer_id, rating, comment) values ($1, $2, 4, 'Lovely light')`,
    [othersListing, ids.filmmaker],
  );
});
afterAll(() => t.close());

/** Through the real API, so each message lands in its conversation as in use. */
async function send(from: string, to: string, content: string) {
  const res = await sendMessageAs(t.app, cookies[from], { receiverId: ids[to] ?? '', content });
  expect(res.statusCode).toBe(201);
}

describe('GET /api/me/export', () => {
  it("downloads the caller's own data as a JSON attachment", async () => {
    const res = await get(t.app, '/api/me/export', cookies.filmmaker);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="setspot-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({ id: ids.filmmaker, email: 'export-filmmaker@example.com' });
    expect(data.account.profile.userType).toBe('filmmaker');
    expect(data.listings).toEqual([]);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0].locationId).toBe(ownListing);
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual(['Hello from the filmmaker']);
    expect(data.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Lovely light']);
  });

  it("gives an owner their listings and the bookings on them, and nothing of anyone else's", async () => {
    // A request never paid for is not the owner's to see, in the export either.
    const unpaid = await requestBooking(t.app, cookies.filmmaker ?? '', {
      locationId: ownListing,
      startDate: daysFromToday(40),
      endDate: daysFromToday(41),
    });
    expect(unpaid.statusCode).toBe(201);
    const res = await get(t.app, '/api/me/export', cookies.owner);
    const data = JSON.parse(res.body);
    expect(data.listings.map((l: { id: string }) => l.id)).toEqual([ownListing]);
    expect(data.bookingsOnMyListings).toHaveLength(1);
    expect(data.bookings).toEqual([]);
    // Reading another person's export is impossible: there is no id to pass, and none of theirs leaks.
    for (const foreign of [ids.stranger, ids.strangerrenter, othersListing])
      expect(res.body).not.toContain(foreign);
    const sneaky = await get(t.app, `/api/me/export?userId=${ids.stranger}`, cookies.owner);
    expect(sneaky.statusCode).toBe(400);
  });

  it('is refused signed out', async () => {
    const res = await get(t.app, '/api/me/export');
    expect(res.statusCode).toBe(401);
  });

  it('is written a page at a time, and the pieces make the same document', async () => {
    for (let i = 0; i < 7; i += 1) {
      await send('owner', 'filmmaker', `Note ${i}`);
    }
    const pieces: string[] = [];
    for await (const piece of exportAccount(t.deps, ids.filmmaker ?? '', 2)) pieces.push(piece);
    const data = JSON.parse(pieces.join(''));
    expect(data.messages).toHaveLength(8);
    expect(new Set(data.messages.map((m: { id: string }) => m.id)).size).toBe(8);
    // One piece per row plus the framing: nothing was gathered into one string first.
    expect(pieces.length).toBeGreaterThan(8 + 1 + 1);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(JSON.stringify(data).length / 2);
  });
});
