import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/auth-helpers.ts';
import { multipartPayload, pngImage } from '../../testing/image-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let renterId: string;
const listings: string[] = [];
let primaryUrl: string;

const userId = async (email: string) =>
  (await t.database.query<{ id: string }>(`select id from users where email = $1`, [email]))[0]!.id;

async function addBooking(
  locationId: string,
  index: number,
  status: string,
  renter: string | null = renterId,
  hoursAgo = 100 - index,
) {
  const start = `2031-0${1 + (index % 9)}-1${index % 10}`;
  await t.database.query(
    // Each with a card held (or paid): the owner sees no request before that (ADR 0011).
    `insert into bookings (location_id, renter_id, start_date, end_date, total_price, status, created_at,
       project_details, crew_size, payment_status, payment_intent_id)
     values ($1, $2, $3, $3, 450.5, $4, now() - make_interval(hours => $5), 'Short film', 4,
       case when $4 = 'pending' then 'authorized' else 'paid' end, 'test_pi_owner' || $6)`,
    [locationId, renter, start, status, hoursAgo, index],
  );
}

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  otherOwner = await signUpAs(t.app, 'other@example.com', 'owner');
  await signUpConfirmed(t.app, {
    email: 'rosa@example.com',
    firstName: 'Rosa',
    lastName: 'Diaz',
    userType: 'filmmaker',
  });
  renterId = await userId('rosa@example.com');
  for (const name of ['First', 'Second', 'Third', 'Fourth', 'Withdrawn']) {
    listings.push(
      await createListing(t.app, owner, { propertyName: `${name} Space`, city: 'Austin', state: 'TX' }),
    );
  }
  const withdrawn = listings.pop()!;
  await t.database.query(`update locations set deleted_at = now() where id = $1`, [withdrawn]);
  const { payload, headers } = await multipartPayload([
    { filename: 'a.png', data: await pngImage(900, 600) },
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/locations/${listings[3]}/images`,
    headers: { ...headers, cookie: owner },
    payload,
  });
  primaryUrl = upload.json().images[0].imageUrl;
  // Six requests on this owner's listings (index 5 newest), one from an account since deleted.
  for (let index = 0; index < 6; index++) {
    await addBooking(listings[index % 4]!, index, index === 5 ? 'pending' : 'confirmed');
  }
  await addBooking(withdrawn, 6, 'completed', null, 200);
  const theirs = await createListing(t.app, otherOwner, { propertyName: 'Not Yours' });
  await addBooking(theirs, 7, 'pending');
});
afterAll(() => t.close());

const get = (url: string, cookie = owner) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/owner/listings', () => {
  it("lists the owner's live listings, last updated first, with Image, Property, Location, Type, Price", async () => {
    const res = await get('/api/owner/listings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json();
    // The photo upload touched the fourth listing last.
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'Fourth Space',
      'Third Space',
      'Second Space',
      'First Space',
    ]);
    expect(items[0]).toMatchObject({
      id: listings[3],
      imageUrl: primaryUrl,
      thumbnailUrl: primaryUrl.replace('.webp', '-400.webp'),
      city: 'Austin',
      state: 'TX',
      type: 'warehouse',
      pricePerDay: 600,
      pricePerHour: 85.5,
      pricingType: 'hourly',
      imageCount: 1,
    });
    expect(items[1]).toMatchObject({
      imageUrl: '/placeholder.svg',
      thumbnailUrl: '/placeholder.svg',
      imageCount: 0,
    });
  });

  it('shows another owner only their own', async () => {
    const res = await get('/api/owner/listings', otherOwner);
    expect(res.json().items.map((item: { name: string }) => item.name)).toEqual(['Not Yours']);
  });
});

describe('GET /api/owner/dashboard', () => {
  it('counts properties and requests, with 3 recent properties and the 5 latest requests', async () => {
    const res = await get('/api/owner/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalProperties).toBe(4);
    // Requests on a withdrawn listing stay in the owner's history; the other owner's do not count.
    expect(body.totalBookingRequests).toBe(7);
    expect(body.pendingBookingRequests).toBe(1);
    expect(body.recentProperties.map((p: { name: string }) => p.name)).toEqual([
      'Fourth Space',
      'Third Space',
      'Second Space',
    ]);
    expect(body.recentBookingRequests).toHaveLength(5);
    const [newest] = body.recentBookingRequests;
    expect(newest).toMatchObject({
      locationId: listings[1],
      startDate: '2031-06-15',
      endDate: '2031-06-15',
      status: 'pending',
      paymentStatus: 'authorized',
      totalPrice: 450.5,
      projectDetails: 'Short film',
      crewSize: 4,
      location: { title: 'Second Space', address: '40 Pier Rd', city: 'Austin', state: 'TX' },
      renter: { id: renterId, firstName: 'Rosa', lastName: 'Diaz' },
    });
    const created = body.recentBookingRequests.map((b: { createdAt: string }) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('is empty for an owner with nothing yet', async () => {
    const fresh = await signUpAs(t.app, 'fresh@example.com', 'owner');
    const res = await get('/api/owner/dashboard', fresh);
    expect(res.json()).toEqual({
      totalProperties: 0,
      totalBookingRequests: 0,
      pendingBookingRequests: 0,
      recentProperties: [],
      recentBookingRequests: [],
    });
  });
});
