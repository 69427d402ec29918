import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ada: string;
let ben: string;
beforeAll(async () => {
  t = await createTestApp();
  [ada, ben] = await Promise.all([
    signUpAs(t.app, 'ada@example.com', 'owner'),
    signUpAs(t.app, 'ben@example.com', 'filmmaker'),
  ]);
});
afterAll(() => t.close());

const settings = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+1 (555) 010-0100',
  bio: 'Owner of a sunny loft.',
  timezone: 'America/Chicago',
  preferredContactMethod: 'phone',
  emailNotifications: false,
  visibleEmail: true,
  visiblePhone: true,
};

function put(cookie: string | undefined, payload: unknown, url = '/api/me/profile') {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

const idOf = async (email: string) =>
  (await t.database.query<{ id: string }>('select id from users where email = $1', [email]))[0]?.id ?? '';

describe('GET /api/me/profile', () => {
  it("answers the caller's own profile with the spec's defaults, the email and member since", async () => {
    const res = await get(t.app, '/api/me/profile', ben);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      id: await idOf('ben@example.com'),
      email: 'ben@example.com',
      firstName: 'Test',
      lastName: 'filmmaker',
      phone: null,
      bio: null,
      timezone: 'UTC',
      preferredContactMethod: 'email',
      emailNotifications: true,
      visibleEmail: false,
      visiblePhone: false,
      avatarUrl: null,
      userType: 'filmmaker',
    });
    expect(Date.now() - Date.parse(res.json().memberSince)).toBeLessThan(10 * 60_000);
  });

  it('refuses a signed-out caller', async () => {
    expect((await get(t.app, '/api/me/profile')).statusCode).toBe(401);
  });
});

describe('PUT /api/me/profile', () => {
  it('saves every setting and answers the profile as stored', async () => {
    const res = await put(ada, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...settings, email: 'ada@example.com', userType: 'owner' });
    expect((await get(t.app, '/api/me/profile', ada)).json()).toMatchObject(settings);
  });

  it('shows a saved name in GET /api/me at once, though its answers are kept for seconds (ADR 0023)', async () => {
    expect((await get(t.app, '/api/me', ada)).json().user.firstName).toBe('Ada');
    expect((await put(ada, { ...settings, firstName: 'Augusta' })).statusCode).toBe(200);
    expect((await get(t.app, '/api/me', ada)).json().user.firstName).toBe('Augusta');
    expect((await put(ada, settings)).statusCode).toBe(200);
  });

  it.each([
    [{ phone: 'call me maybe' }, 'Please enter a valid phone number', 'phone'],
    [{ phone: '12345' }, 'Please enter a valid phone number', 'phone'],
    [{ firstName: ' ' }, 'First name is required', 'firstName'],
    [{ lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters', 'lastName'],
    [{ bio: 'x'.repeat(2001) }, 'Please keep this under 2000 characters', 'bio'],
    [{ timezone: 'Europe/Paris' }, 'Please choose a time zone from the list', 'timezone'],
    [{ visibleEmail: 'yes' }, '', 'visibleEmail'],
    [{ bio: 'line\u0000break' }, 'bio must not contain control characters', undefined],
  ])("refuses %j with the schema's message and the field it is about", async (change, message, field) => {
    const res = await put(ada, { ...settings, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(message);
    expect(res.json().error.field).toBe(field);
  });

  it("changes only the caller's profile, whatever the body or path names", async () => {
    const adaId = await idOf('ada@example.com');
    const before = (await get(t.app, '/api/me/profile', ada)).json();
    // Ben names Ada in every way a client could: the body's id and user type are ignored...
    const res = await put(ben, { ...settings, firstName: 'Mallory', id: adaId, userType: 'owner' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: await idOf('ben@example.com'), firstName: 'Mallory' });
    expect(res.json().userType).toBe('filmmaker');
    // ...and there is no route with a user id in it.
    expect((await put(ben, settings, `/api/me/profile/${adaId}`)).statusCode).toBe(404);
    expect((await put(ben, settings, `/api/profiles/${adaId}`)).statusCode).toBe(404);
    expect((await get(t.app, '/api/me/profile', ada)).json()).toEqual(before);
  });

  it('refuses a signed-out caller before reading the body', async () => {
    const res = await put(undefined, { firstName: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('what others see follows the settings', () => {
  it('shows the owner email and phone to signed-in users only, as chosen', async () => {
    await put(ada, settings);
    const locationId = await createListing(t.app, ada);
    const signedIn = (await get(t.app, `/api/locations/${locationId}`, ben)).json();
    expect(signedIn.owner).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 (555) 010-0100',
      responseRate: 95,
    });
    const visitor = await get(t.app, `/api/locations/${locationId}`);
    expect(visitor.json().owner).toEqual({ name: 'Ada Lovelace', image: null, responseRate: 95 });
    // The phone as written, not its digits alone: '555' also turns up in random ids.
    for (const secret of ['ada@example.com', '(555) 010-0100', await idOf('ada@example.com')]) {
      expect(visitor.body).not.toContain(secret);
    }

    await put(ada, { ...settings, visibleEmail: false, visiblePhone: false });
    const hidden = (await get(t.app, `/api/locations/${locationId}`, ben)).json();
    expect(hidden.owner).not.toHaveProperty('email');
    expect(hidden.owner).not.toHaveProperty('phone');
  });
});
