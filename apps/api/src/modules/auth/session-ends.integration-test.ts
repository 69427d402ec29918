import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { STRONG_PASSWORD, sessionCookie, signIn, signUpConfirmed } from '../../testing/auth-helpers.ts';
import { resetLinkFor } from '../../testing/password-reset.ts';
import { databaseUrlOf } from '../../testing/second-instance.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

// Two instances on one database, as behind a load balancer: a session ended through one must be
// refused by both on the very next request, although each reads sessions from the signed cookie
// cache (ADR 0019) without asking the database (ADR 0031).
let first: TestApp;
let second: TestApp;
let secondDatabase: Database;
beforeAll(async () => {
  first = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  secondDatabase =
    first.database.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: await databaseUrlOf(first.database) })
      : first.database;
  second = await createTestApp({ database: secondDatabase, env: { AUTH_RATE_LIMIT_MAX: '100' } });
}, 60_000);
afterAll(async () => {
  await second.close();
  if (secondDatabase !== first.database) await secondDatabase.close();
  await first.close();
});

const NEW_PASSWORD = 'Quiet-Lighthouse-Ferry-42';
const person = (email: string) => ({ email, firstName: 'Rosa', lastName: 'Diaz', userType: 'filmmaker' });

const post = (t: TestApp, url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as string,
  });
/** A guarded read: answered from the cookie cache while the session lasts. */
const bookings = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/bookings', headers: { cookie } }).then((r) => r.statusCode);
const me = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }).then((r) => r.json().user);

/**
 * Resolves once `t` has heard that `count` sessions of `userId` ended. The instance that ends a
 * session refuses it at once; another instance refuses it once the database's notice reaches it,
 * milliseconds later, which the HTTP answer of the first does not wait for (ADR 0031). Listen before
 * the change, await after it, then expect every instance to refuse.
 */
function hearsEnds(t: TestApp, userId: string, count: number): Promise<void> {
  let heard = 0;
  let stop: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    stop = t.deps.auth.sessionEnds.onEnd((end) => {
      if (end.userId === userId && ++heard >= count) resolve();
    });
  });
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`heard ${heard} of ${count} session ends in 5 s`)), 5_000).unref(),
  );
  return Promise.race([all, late]).finally(stop);
}
const idOf = async (t: TestApp, cookie: string): Promise<string> => (await me(t, cookie)).id;

/** Signs the person in on another device: a second session of the same account. */
const anotherSession = async (email: string, password = STRONG_PASSWORD) =>
  sessionCookie((await signIn(first.app, email, password)).headers['set-cookie']);

describe('an ended session is refused at once on every instance', () => {
  it('after sign-out: a copy of the signed-out cookie no longer works, the other device still does', async () => {
    const email = 'sign-out@example.com';
    const laptop = await signUpConfirmed(first.app, person(email));
    const phone = await anotherSession(email);
    expect(laptop).toContain('session_data=');
    for (const t of [first, second]) {
      expect(await bookings(t, laptop)).toBe(200);
      expect(await me(t, laptop)).toMatchObject({ email });
    }

    const heard = hearsEnds(second, await idOf(first, laptop), 1);
    expect((await post(first, '/api/auth/sign-out', {}, laptop)).statusCode).toBe(200);
    await heard;
    // The browser dropped its cookies; someone who copied them tries them on both instances.
    for (const t of [first, second]) {
      expect(await bookings(t, laptop)).toBe(401);
      expect(await me(t, laptop)).toBeNull();
      expect(await bookings(t, phone)).toBe(200);
    }
  });

  it('after a password change: every other session is refused, the changing one goes on', async () => {
    const email = 'changed@example.com';
    const mine = await signUpConfirmed(first.app, person(email));
    const intruder = await anotherSession(email);
    for (const t of [first, second]) {
      expect(await bookings(t, intruder)).toBe(200);
      expect(await me(t, intruder)).toMatchObject({ email });
    }

    const heard = hearsEnds(first, await idOf(second, mine), 1);
    const changed = await post(
      second,
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      mine,
    );
    expect(changed.statusCode).toBe(200);
    await heard;
    const renewed = sessionCookie(changed.headers['set-cookie']);
    for (const t of [first, second]) {
      expect(await bookings(t, intruder)).toBe(401);
      expect(await me(t, intruder)).toBeNull();
      expect(await bookings(t, renewed)).toBe(200);
    }
  });

  it('after a reset: every session is refused', async () => {
    const email = 'reset@example.com';
    const laptop = await signUpConfirmed(first.app, person(email));
    const phone = await anotherSession(email);
    for (const cookie of [laptop, phone]) expect(await bookings(second, cookie)).toBe(200);

    const heard = hearsEnds(second, await idOf(second, laptop), 2);
    const link = new URL(await resetLinkFor(first.app, email));
    const opened = await first.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(String(opened.headers.location)).searchParams.get('token');
    const reset = await post(first, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    await heard;

    for (const t of [first, second]) {
      for (const cookie of [laptop, phone]) {
        expect(await bookings(t, cookie)).toBe(401);
        expect(await me(t, cookie)).toBeNull();
      }
    }
  });

  it('after the account is deleted: each of its sessions is refused, kept session lookups too', async () => {
    const email = 'deleted@example.com';
    const laptop = await signUpConfirmed(first.app, person(email));
    const phone = await anotherSession(email);
    // Both sessions were just looked up on both instances: each is kept there for a few seconds.
    for (const t of [first, second]) {
      for (const cookie of [laptop, phone]) expect(await bookings(t, cookie)).toBe(200);
    }

    const heard = hearsEnds(first, await idOf(first, laptop), 2);
    const deleted = await second.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...jsonHeaders, cookie: laptop },
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    await heard;

    for (const t of [first, second]) {
      for (const cookie of [laptop, phone]) {
        expect(await bookings(t, cookie)).toBe(401);
        expect(await me(t, cookie)).toBeNull();
      }
    }
  });
});
