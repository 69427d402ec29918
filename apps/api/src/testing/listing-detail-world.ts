import { afterAll, beforeAll } from 'vitest';
import { signUpConfirmed } from './auth-helpers.ts';
import {
  type BookingFixture,
  insertBookings,
  insertLocation,
  insertLocationImages,
  insertReviews,
} from './fixture-rows.repository.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
export let ownerCookie: string;
export let filmmakerCookie: string;
export let ownerId: string;
export let filmmakerId: string;
export let locationId: string;
export let otherLocationId: string;
export let deletedId: string;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** When this world was built: the dates below count from it. */
export let now = Date.now();
export const date = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);
export const at = (ms: number) => new Date(now + ms);
/** Scout fields the detail answers just as they are stored. */
export const SCOUT_FIELDS = {
  powerCapacity: '3 x 20A',
  noiseLevel: 'Minimal street noise',
  parkingCapacity: 2,
  loadInNotes: 'Freight elevator',
  permitRequired: true,
  filmingRestrictions: ['No open flames'],
  availableEquipment: ['Steamer'],
};

export async function idOf(email: string) {
  const [row] = await t.database.query<{ id: string }>(`select id from users where email = $1`, [email]);
  return row!.id;
}

/**
 * Builds this world for the calling test file (its beforeAll and afterAll): call it once at the top
 * of each file that uses it. A function, not hooks run on import, since test files share one module
 * registry per worker (vitest.config.ts: the integration project does not isolate files).
 */
export function useListingDetailWorld() {
  beforeAll(async () => {
    now = Date.now();
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
      {
        locationId,
        imageUrl: '/uploads/l/2.webp',
        position: 1,
        variants: { '400': '/uploads/l/2-400.webp' },
      },
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
}

export const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
