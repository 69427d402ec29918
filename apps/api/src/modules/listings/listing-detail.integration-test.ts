import { describe, expect, it } from 'vitest';
import { insertLocation } from '../../testing/fixture-rows.repository.ts';
import {
  deletedId,
  filmmakerCookie,
  filmmakerId,
  get,
  locationId,
  ownerCookie,
  ownerId,
  SCOUT_FIELDS,
  t,
  useListingDetailWorld,
} from '../../testing/listing-detail-world.ts';

useListingDetailWorld();

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
    // Whole tokens only: a random id (a listing's, a photo's) may hold the ZIP's digits, as a90007eb did.
    for (const secret of ['218 W 29th Street', '90007', 'maria@example.com', '555 0100', ownerId]) {
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(res.body).not.toMatch(new RegExp(`(?<![0-9a-z])${escaped}(?![0-9a-z])`, 'i'));
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
