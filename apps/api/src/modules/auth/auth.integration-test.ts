import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationLink, signIn, signUp, signUpConfirmed } from '../../testing/auth-helpers.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '50' } });
});
afterAll(() => t.close());

const person = (email: string, userType = 'filmmaker') => ({
  email,
  firstName: 'Rosa',
  lastName: 'Diaz',
  userType,
});

describe('sign-up', () => {
  it('creates the account and its profile together, unconfirmed', async () => {
    const res = await signUp(t.app, person('rosa@example.com', 'owner'));
    expect(res.statusCode).toBe(200);
    const [profile] = await t.database.query<{ first_name: string; last_name: string; user_type: string }>(
      `select p.first_name, p.last_name, p.user_type from profiles p join users u on u.id = p.id where u.email = $1`,
      ['rosa@example.com'],
    );
    expect(profile).toEqual({ first_name: 'Rosa', last_name: 'Diaz', user_type: 'owner' });
    expect(res.json().user.emailVerified).toBe(false);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a weak password with its reasons', async () => {
    const res = await signUp(t.app, { ...person('weak@example.com'), password: 'password1' });
    expect(res.statusCode).toBe(400);
    const body = res.json().error;
    expect(body.code).toBe('WEAK_PASSWORD');
    expect(body.message).toMatch(/^Password is too weak: .+/);
    expect(body.reasons.length).toBeGreaterThan(0);
    const users = await t.database.query(`select 1 from users where email = 'weak@example.com'`);
    expect(users).toHaveLength(0);
  });

  it('refuses a short password and says how long it must be', async () => {
    const res = await signUp(t.app, { ...person('short@example.com'), password: 'aB3$x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('at least 8 characters');
  });

  it('refuses a user type other than filmmaker or owner, creating nothing', async () => {
    const res = await signUp(t.app, person('admin@example.com', 'admin'));
    expect(res.statusCode).toBe(400);
    const users = await t.database.query(`select 1 from users where email = 'admin@example.com'`);
    expect(users).toHaveLength(0);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['900,000 characters', `https://example.com/${'a'.repeat(900_000)}`],
  ])('stores no image sent with the sign-up (%s): avatars have their own upload', async (_, image) => {
    const email = `image-${image.length}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: jsonHeaders,
      payload: { ...person(email), name: 'Rosa Diaz', password: 'Correct-Horse-Battery-9', image },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.image ?? null).toBeNull();
    const [user] = await t.database.query<{ image: string | null }>(
      `select image from users where email = $1`,
      [email],
    );
    expect(user).toEqual({ image: null });
  });

  it('refuses missing names', async () => {
    const res = await signUp(t.app, { ...person('noname@example.com'), firstName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('First name is required');
  });
});

describe('email confirmation and sign-in', () => {
  it('refuses to sign in before the address is confirmed', async () => {
    await signUp(t.app, person('unconfirmed@example.com'));
    const res = await signIn(t.app, 'unconfirmed@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('sends a confirmation link that verifies and lands on /login?confirmed_email=true', async () => {
    await signUp(t.app, person('confirm@example.com'));
    const link = new URL(await confirmationLink(t.app, 'confirm@example.com'));
    expect(link.pathname).toBe('/api/auth/verify-email');
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/login\?confirmed_email=true$/);
    const login = await signIn(t.app, 'confirm@example.com');
    expect(login.statusCode).toBe(200);
  });

  it('resends the confirmation email on request', async () => {
    await signUp(t.app, person('resend@example.com'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: jsonHeaders,
      payload: { email: 'resend@example.com', callbackURL: '/login?confirmed_email=true' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.query(`select 1 from outbox_emails where "to" = 'resend@example.com'`);
    expect(rows).toHaveLength(2);
  });

  it('refuses a wrong password with the server message', async () => {
    await signUpConfirmed(t.app, person('wrongpw@example.com'));
    const res = await signIn(t.app, 'wrongpw@example.com', 'Not-The-Password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid email or password');
  });

  it('keeps the session in an httpOnly, SameSite=Lax cookie and exposes it through /api/me', async () => {
    await signUp(t.app, person('cookie@example.com', 'owner'));
    const link = new URL(await confirmationLink(t.app, 'cookie@example.com'));
    await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const login = await signIn(t.app, 'cookie@example.com');
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0] ?? '';
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({
      email: 'cookie@example.com',
      userType: 'owner',
      firstName: 'Rosa',
    });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...jsonHeaders, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.json().user).toBeNull();
  });

  it('answers /api/me with a null user for a forged cookie', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toBeNull();
  });
});
