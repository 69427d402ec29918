import { listingPositionSchema } from '@setspot/domain/listings/listing-position';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookings } from '../../testing/fixture-rows.repository.ts';
import { createListing, putListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { userIdOf } from '../../testing/message-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';
import { milesBetween } from './approximate-position.ts';

// The owner moves the pin onto the building (ADR 0041, amended): only the owner, only near the
// address's ZIP code, and the moved point stays as private as the one the ZIP code gave.
let t: TestApp;
const cookies = { owner: '', otherOwner: '', filmmaker: '', pending: '' };
let listingId = '';
// Oakland 94607 is about 37.80, -122.29; the building a few streets away.
const BUILDING = { lat: 37.80412, lng: -122.27531 };
const buildingTexts = [String(BUILDING.lat), String(BUILDING.lng)];

function putPin(body: unknown, cookie?: string, id = listingId) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/locations/${id}/pin`,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

async function position(cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/locations/${listingId}/position`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, answer: listingPositionSchema.parse(res.json()) };
}

beforeAll(async () => {
  t = await createTestApp();
  cookies.owner = await signUpAs(t.app, 'owner-pin@example.com', 'owner');
  cookies.otherOwner = await signUpAs(t.app, 'other-owner-pin@example.com', 'owner');
  cookies.filmmaker = await signUpAs(t.app, 'filmmaker-pin@example.com', 'filmmaker');
  cookies.pending = await signUpAs(t.app, 'pending-pin@example.com', 'filmmaker');
  listingId = await createListing(t.app, cookies.owner, { zip: '94607', city: 'Oakland', state: 'CA' });
  await insertBookings(t.database, [
    {
      locationId: listingId,
      renterId: await userIdOf(t.app, cookies.pending),
      startDate: '2030-02-10',
      endDate: '2030-02-11',
      totalPrice: '200.00',
      status: 'pending',
      paymentStatus: 'authorized',
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('moving the pin', () => {
  it('refuses visitors, filmmakers and other owners, and leaves the point where it was', async () => {
    const before = (await position(cookies.owner)).answer.exact;
    expect((await putPin(BUILDING)).statusCode).toBe(401);
    expect((await putPin(BUILDING, cookies.filmmaker)).statusCode).toBe(403);
    const stranger = await putPin(BUILDING, cookies.otherOwner);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Property not found');
    expect((await position(cookies.owner)).answer.exact).toEqual(before);
  });

  it('refuses a point that is not a pair of finite degrees, naming the field', async () => {
    for (const [body, field] of [
      [{ lat: 'north', lng: -122.27 }, 'lat'],
      [{ lat: 37.8, lng: null }, 'lng'],
      [{ lat: 91, lng: -122.27 }, 'lat'],
      [{ lat: 37.8, lng: -181 }, 'lng'],
      [{ lat: 37.8 }, 'lng'],
    ] as const) {
      const res = await putPin(body, cookies.owner);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    // JSON has no Infinity or NaN: written as such they are not numbers at all.
    const infinite = await t.app.inject({
      method: 'PUT',
      url: `/api/locations/${listingId}/pin`,
      headers: { ...jsonHeaders, cookie: cookies.owner },
      payload: '{"lat":1e999,"lng":-122.27}',
    });
    expect(infinite.statusCode).toBe(400);
    expect((await putPin({ ...BUILDING, ownerId: 'x' }, cookies.owner)).statusCode).toBe(400);
  });

  it('refuses a pin far from the address, so a listing cannot move to another city', async () => {
    // Sacramento is about 75 miles away.
    const res = await putPin({ lat: 38.5816, lng: -121.4944 }, cookies.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Put the pin within 20 miles of the address's ZIP code");
  });

  it('moves the point for the owner; everyone else still gets only a circle around it', async () => {
    const res = await putPin(BUILDING, cookies.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exact).toEqual(BUILDING);
    expect((await position(cookies.owner)).answer.exact).toEqual(BUILDING);
    for (const cookie of [undefined, cookies.filmmaker, cookies.pending, cookies.otherOwner]) {
      const { body, answer } = await position(cookie);
      expect(answer.exact).toBeNull();
      for (const text of buildingTexts) expect(body).not.toContain(text);
      const meters = milesBetween(BUILDING, answer.area!) * 1609.344;
      expect(meters).toBeGreaterThan(100);
      expect(meters).toBeLessThan(500);
    }
    for (const cookie of [undefined, cookies.pending]) {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/locations/${listingId}`,
        headers: cookie ? { cookie } : {},
      });
      for (const text of buildingTexts) expect(detail.body).not.toContain(text);
    }
  });

  it('keeps the moved pin when the owner edits other fields, and re-places it when the ZIP code changes', async () => {
    const edited = await putListing(t.app, cookies.owner, listingId, {
      zip: '94607',
      city: 'Oakland',
      state: 'CA',
      propertyName: 'Renamed Loft',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await position(cookies.owner)).answer.exact).toEqual(BUILDING);

    const moved = await putListing(t.app, cookies.owner, listingId, {
      zip: '94110',
      city: 'San Francisco',
      state: 'CA',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const exact = (await position(cookies.owner)).answer.exact!;
    expect(exact).not.toEqual(BUILDING);
    // The Mission's ZIP code, across the bay.
    expect(exact.lat).toBeCloseTo(37.75, 1);
    expect(exact.lng).toBeCloseTo(-122.42, 1);
  });
});

describe('where an address is', () => {
  it('answers anyone with the ZIP code data, and null for an address it does not know', async () => {
    const known = await t.app.inject({
      method: 'GET',
      url: '/api/places/address-point?zip=94607&city=Oakland&state=CA',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json().point.lat).toBeCloseTo(37.8, 1);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/places/address-point?zip=00000&city=Nowhere&state=ZZ',
    });
    expect(unknown.json()).toEqual({ point: null });
  });
});
