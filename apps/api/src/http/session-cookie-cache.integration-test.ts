import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER_CACHE_MS } from '../modules/profiles/current-user-cache.ts';
import { signUpAs } from '../testing/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

describe('sessions read from the cookie cache (ADRs 0019, 0031)', () => {
  it('answers a signed-out /api/me with a null user and sets no cookie', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signs a revoked session out of /api/me within seconds; the guards trust the cache until it expires', async () => {
    const cookie = await signUpAs(t.app, 'cache@example.com', 'filmmaker');
    expect(cookie).toContain('session_data=');
    expect((await me(cookie)).json().user).toMatchObject({ email: 'cache@example.com' });

    // Revoked elsewhere (another instance, a password change): /api/me keeps its answer for at most
    // CURRENT_USER_CACHE_MS (ADR 0023), then finds no session row.
    await t.database.query(
      `delete from sessions where user_id = (select id from users where email = 'cache@example.com')`,
    );
    now += CURRENT_USER_CACHE_MS - 1;
    expect((await me(cookie)).json().user).toMatchObject({ email: 'cache@example.com' });
    now += 1;
    expect((await me(cookie)).json().user).toBeNull();
    // Deleted outright, not through Better Auth, the end was announced to nobody (ADR 0031): a
    // guarded route still takes the cached session, for at most SESSION_COOKIE_CACHE_SECONDS (on a
    // server, a session made within seconds of start-up is looked up instead during the first
    // minute: 401). Without its cached copy the same cookie is refused.
    const bookings = (headers: { cookie: string }) =>
      t.app.inject({ method: 'GET', url: '/api/me/bookings', headers });
    expect(t.database.kind === 'postgres' ? [200, 401] : [200]).toContain(
      (await bookings({ cookie })).statusCode,
    );
    const tokenOnly = cookie
      .split('; ')
      .filter((part) => !part.includes('session_data='))
      .join('; ');
    expect((await bookings({ cookie: tokenOnly })).statusCode).toBe(401);
  });

  it('answers only the very cookie Better Auth verified from memory: an altered one is checked and refused', async () => {
    const cookie = await signUpAs(t.app, 'kept@example.com', 'filmmaker');
    expect((await me(cookie)).json().user).toMatchObject({ email: 'kept@example.com' });
    // Same token, signature altered, while the genuine cookie's answer is kept.
    const altered = cookie.replace(
      /(session_token=[^;.]+\.)([^;])/,
      (_, head: string, first: string) => head + (first === 'A' ? 'B' : 'A'),
    );
    expect(altered).not.toBe(cookie);
    expect((await me(altered)).json().user).toBeNull();
    expect((await me(cookie)).json().user).toMatchObject({ email: 'kept@example.com' });
  });

  it('ends access at once when the account is deleted: the guards find no profile', async () => {
    const cookie = await signUpAs(t.app, 'gone@example.com', 'filmmaker');
    await t.database.query(`delete from users where email = 'gone@example.com'`);
    expect((await me(cookie)).json().user).toBeNull();
    // Or 401 on a server, when a session made near start-up is looked up too (above), and is gone.
    const status = (await t.app.inject({ method: 'GET', url: '/api/me/bookings', headers: { cookie } }))
      .statusCode;
    expect(t.database.kind === 'postgres' ? [401, 403] : [403]).toContain(status);
  });
});
