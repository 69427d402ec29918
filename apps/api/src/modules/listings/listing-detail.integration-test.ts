import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/auth-helpers.ts';
import { eventually } from '../../testing/eventually.ts';
import {
  type BookingFixture,
  insertBookings,
  insertLocation,
  insertLocationImages,
  insertReviews,
} from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ownerCookie: string;
let filmmakerCookie: string;
let ownerId: string;
let filmmakerId: string;
let locationId: string;
let otherLocationId: string;
let deletedId: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const date = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);
const at = (ms: number) => new Date(now + ms);
/** Scout fields the detail answers just as they are stored. */
const SCOUT_FIELDS = {
  powerCapacity: '3 x 20A',
  noiseLevel: 'Minimal street noise',
  parkingCapacity: 2,
  loadInNotes: 'Freight elevator',
  permitRequired: true,
  filmingRestrictions: ['No open flames'],
  availableEquipment: ['Steamer'],
};

async function idOf(email: string) {
  const [row] = await t.database.query<{ id: string }>(`select id from users where email = $1`, [email]);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ownerCookie = await signUpConfirmed(t.app, {
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Gonzalez',
    userType: 'owner',
  });
  filmmakerCookie = await signUpConfirmed(t.app, {
    email: 'jordan@example.com',
    firstName: 'Jordan',
    lastName: 'Lee',
    userType: 'filmmaker',
  });
  ownerId = await idOf('maria@example.com');
  filmmakerId = await idOf('jordan@example.com');
  await t.database.query(
    `update profiles set avatar_url = '/uploads/avatars/maria.webp', phone = '+1 555 0100',
       visible_email = true, visible_phone = true where id = $1`,
    [ownerId],
  );
  locationId = await insertLocation(t.database, {
    ownerId,
    title: 'Sunlit Industrial Loft',
    description: 'A bright corner loft.',
    type: 'loft',
    price: '350.00',
    pricePerHour: '45.50',
    squareFootage: 1800,
    roomCount: 3,
    address: '218 W 29th Street',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90007',
    features: ['High ceilings'],
    amenities: ['WiFi'],
    rules: ['No smoking'],
    ceilingHeight: '14.5',
    naturalLight: 'Excellent',
    ...SCOUT_FIELDS,
  });
  otherLocationId = await insertLocation(t.database, { ownerId, title: 'Second Place' });
  deletedId = await insertLocation(t.database, { ownerId, title: 'Gone', deletedAt: new Date() });
  await insertLocationImages(t.database, [
    { locationId, imageUrl: '/uploads/l/2.webp', position: 1, variants: { '400': '/uploads/l/2-400.webp' } },
    {
      locationId,
      imageUrl: '/uploads/l/1.webp',
      position: 0,
      isPrimary: true,
      variants: {
        '800': '/uploads/l/1-800.webp',
        '400': '/uploads/l/1-400.webp',
        '1600': '/uploads/l/1.webp',
      },
    },
  ]);
  await insertReviews(t.database, [
    { locationId, reviewerId: filmmakerId, rating: 5, comment: 'Unreal light.', createdAt: at(-3 * DAY) },
    { locationId, reviewerId: null, rating: 4, comment: null, createdAt: at(-1 * DAY) },
    { locationId, reviewerId: filmmakerId, rating: 4, comment: 'Quiet street.', createdAt: at(-40 * DAY) },
  ]);
  // Response rate: on the other listing, one request answered in 2 hours, one after 30 hours, one
  // left pending for two days; a fresh request and one withdrawn unanswered do not count.
  const request = (days: number, fields: Partial<BookingFixture>) => ({
    locationId: otherLocationId,
    renterId: filmmakerId,
    startDate: date(30 + days),
    endDate: date(30 + days),
    totalPrice: '100.00',
    ...fields,
  });
  await insertBookings(t.database, [
    request(1, { status: 'confirmed', createdAt: at(-10 * DAY), approvedAt: at(-10 * DAY + 2 * HOUR) }),
    request(2, { status: 'rejected', createdAt: at(-9 * DAY), rejectedAt: at(-9 * DAY + 30 * HOUR) }),
    request(3, { status: 'pending', createdAt: at(-2 * DAY) }),
    request(4, { status: 'pending', createdAt: at(-HOUR) }),
    request(5, { status: 'cancelled', createdAt: at(-3 * DAY), cancelledAt: at(-3 * DAY + HOUR) }),
  ]);
  // Held dates of the listing itself.
  const hold = (start: number, end: number, fields: Partial<BookingFixture>) => ({
    locationId,
    renterId: filmmakerId,
    startDate: date(start),
    endDate: date(end),
    totalPrice: '350.00',
    ...fields,
  });
  await insertBookings(t.database, [
    hold(-10, -8, { status: 'completed' }),
    hold(-2, 0, { status: 'completed' }),
    hold(5, 6, { status: 'confirmed' }),
    hold(10, 12, { status: 'pending', expiresAt: at(DAY) }),
    hold(14, 15, { status: 'pending', expiresAt: at(-HOUR) }),
    hold(20, 21, { status: 'rejected' }),
    hold(20, 21, { status: 'cancelled' }),
    hold(20, 21, { status: 'expired' }),
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/locations/{id}', () => {
  it('shows a signed-in user the whole listing, scout fields and the real owner', async () => {
    const res = await get(`/api/locations/${locationId}`, filmmakerCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: locationId,
      name: 'Sunlit Industrial Loft',
      description: 'A bright corner loft.',
      type: 'loft',
      typeName: 'Loft',
      pricePerDay: 350,
      pricePerHour: 45.5,
      squareFootage: 1800,
      rooms: 3,
      address: '218 W 29th Street',
      zip: '90007',
      city: 'Los Angeles',
      state: 'CA',
      images: ['/uploads/l/1.webp', '/uploads/l/2.webp'],
      averageRating: 4.3,
      reviewCount: 3,
      ceilingHeight: 14.5,
      naturalLightQuality: 'Excellent',
      ...SCOUT_FIELDS,
      availability: { weekdays: true, weekends: true, holidays: false },
      owner: {
        id: ownerId,
        name: 'Maria Gonzalez',
        image: '/uploads/avatars/maria.webp',
        responseRate: 33,
        email: 'maria@example.com',
        phone: '+1 555 0100',
      },
    });
    expect(res.json().photos[0]).toEqual({
      url: '/uploads/l/1.webp',
      isPrimary: true,
      variants: [
        { width: 400, url: '/uploads/l/1-400.webp' },
        { width: 800, url: '/uploads/l/1-800.webp' },
        { width: 1600, url: '/uploads/l/1.webp' },
      ],
      srcset: '/uploads/l/1-400.webp 400w, /uploads/l/1-800.webp 800w, /uploads/l/1.webp 1600w',
    });
  });

  it('gives 95 as the response rate until there is data, and hides contact the owner keeps private', async () => {
    await t.database.query(`update profiles set visible_email = false, visible_phone = false where id = $1`, [
      filmmakerId,
    ]);
    const ownId = await insertLocation(t.database, { ownerId: filmmakerId, title: 'Garage' });
    const res = await get(`/api/locations/${ownId}`, ownerCookie);
    expect(res.json().owner).toEqual({ id: filmmakerId, name: 'Jordan Lee', image: null, responseRate: 95 });
  });

  it('withholds the address, zip and owner contact from signed-out callers', async () => {
    const res = await get(`/api/locations/${locationId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('zip');
    expect(body.owner).toEqual({
      name: 'Maria Gonzalez',
      image: '/uploads/avatars/maria.webp',
      responseRate: 33,
    });
    for (const secret of ['218 W 29th Street', '90007', 'maria@example.com', '555 0100', ownerId]) {
      expect(res.body).not.toContain(secret);
    }
    expect(body).toMatchObject({
      name: 'Sunlit Industrial Loft',
      city: 'Los Angeles',
      state: 'CA',
      pricePerDay: 350,
    });
  });

  it('answers 404 Location not found for a missing, deleted or malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [missing, deletedId, 'not-a-uuid', "1' or '1'='1"]) {
      for (const suffix of ['', '/reviews', '/unavailable-dates']) {
        const res = await get(`/api/locations/${encodeURIComponent(id)}${suffix}`, filmmakerCookie);
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Location not found' } });
      }
    }
  });
});

describe('GET /api/locations/{id}/reviews', () => {
  it('lists reviews newest first with names or Anonymous, the count and the average to one decimal', async () => {
    const res = await get(`/api/locations/${locationId}/reviews`, ownerCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.averageRating).toBe(4.3);
    expect(
      body.reviews.map((r: { reviewerName: string; rating: number }) => [r.reviewerName, r.rating]),
    ).toEqual([
      ['Anonymous', 4],
      ['Jordan Lee', 5],
      ['Jordan Lee', 4],
    ]);
    expect(body.reviews[1]).toMatchObject({
      locationId,
      reviewerId: filmmakerId,
      comment: 'Unreal light.',
      reviewer: { firstName: 'Jordan', lastName: 'Lee' },
    });
    expect(body.reviews[0].reviewer).toBeNull();
  });

  it('shows visitors the names but no account ids', async () => {
    const res = await get(`/api/locations/${locationId}/reviews`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(filmmakerId);
    expect(res.json().reviews[1]).toMatchObject({
      reviewerName: 'Jordan Lee',
      reviewerId: null,
      bookingId: null,
    });
  });

  it('answers an empty list for a listing without reviews', async () => {
    const res = await get(`/api/locations/${otherLocationId}/reviews`);
    expect(res.json()).toEqual({ reviews: [], count: 0, averageRating: null });
  });
});

describe('GET /api/locations/{id}/unavailable-dates', () => {
  it('lists the ranges held from today on, and nothing about who booked, to anyone', async () => {
    for (const cookie of [undefined, filmmakerCookie]) {
      const res = await get(`/api/locations/${locationId}/unavailable-dates`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        locationId,
        unavailableDates: [
          { start: date(-2), end: date(0) },
          { start: date(5), end: date(6) },
          { start: date(10), end: date(12) },
        ],
        // The owner's booking rules as they stand (ADR 0039): nothing about anyone either.
        rules: expect.objectContaining({ minDays: 1, maxDays: 90, instantBook: false }),
      });
      expect(res.body).not.toContain(filmmakerId);
    }
  });
});

describe('the listing in search', () => {
  it('carries the same photos and rating as the detail', async () => {
    await eventually(async () => {
      const res = await get('/api/locations?q=sunlit');
      const [card] = res.json().items;
      expect(card).toMatchObject({
        id: locationId,
        averageRating: 4.3,
        reviewCount: 3,
        images: ['/uploads/l/1.webp', '/uploads/l/2.webp'],
      });
      expect(card).not.toHaveProperty('owner');
    });
  });
});
