import { TWO_FACTOR_REQUIRED } from '@setspot/domain/admin/admin-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, sessionCookie, signIn, signUp } from '../../testing/auth-helpers.ts';
import { get, post } from '../../testing/booking-fixtures.ts';
import { signUpOperator } from '../../testing/operator-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';
import { totpCode } from '../../testing/totp.ts';
import { grantOperatorRole } from './admin.public.ts';

// Production mode: operators need two-factor sign-in before any admin route answers (ADR 0049).
let prod: TestApp;
beforeAll(async () => {
  prod = await createTestApp({
    env: {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'production-secret-production-secret-0123',
      AUTH_RATE_LIMIT_MAX: '100',
    },
  });
});
afterAll(() => prod.close());

/** Production has no dev mailbox: the address is confirmed in the database, as by hand. */
async function productionOperator(email: string) {
  const res = await signUp(prod.app, {
    email,
    firstName: 'Olive',
    lastName: 'Operator',
    userType: 'filmmaker',
  });
  expect(res.statusCode).toBe(200);
  const [user] = await prod.database.query<{ id: string }>(
    'update users set email_verified = true where email = $1 returning id',
    [email],
  );
  await grantOperatorRole(prod.database.db, user?.id ?? '', 'test');
  const login = await signIn(prod.app, email);
  expect(login.statusCode).toBe(200);
  return sessionCookie(login.headers['set-cookie']);
}

describe('two-factor sign-in for operators in production', () => {
  it('refuses an operator without it, sets it up with a TOTP code, then asks for the code at sign-in', async () => {
    let cookie = await productionOperator('op-2fa@example.com');
    const refused = await get(prod.app, '/api/admin/users', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_REQUIRED });
    expect((await get(prod.app, '/api/admin/overview', cookie)).statusCode).toBe(403);

    const enable = await post(prod.app, '/api/auth/two-factor/enable', cookie, { password: STRONG_PASSWORD });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/SetSpot:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // Not on until a code from the app proves the secret was stored.
    expect((await get(prod.app, '/api/admin/users', cookie)).statusCode).toBe(403);
    const wrong = await post(prod.app, '/api/auth/two-factor/verify-totp', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const verify = await post(prod.app, '/api/auth/two-factor/verify-totp', cookie, {
      code: totpCode(totpURI),
    });
    expect(verify.statusCode).toBe(200);
    cookie = sessionCookie(verify.headers['set-cookie']);
    expect((await get(prod.app, '/api/admin/users', cookie)).statusCode).toBe(200);

    // Signing in again: the password alone makes no session, the code does.
    const login = await signIn(prod.app, 'op-2fa@example.com');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = sessionCookie(login.headers['set-cookie']);
    expect((await get(prod.app, '/api/admin/users', pending)).statusCode).toBe(401);
    const second = await post(prod.app, '/api/auth/two-factor/verify-totp', pending, {
      code: totpCode(totpURI),
    });
    expect(second.statusCode).toBe(200);
    const signedIn = sessionCookie(second.headers['set-cookie']);
    expect((await get(prod.app, '/api/admin/audit', signedIn)).statusCode).toBe(200);

    // A backup code stands in for the app once.
    const again = sessionCookie((await signIn(prod.app, 'op-2fa@example.com')).headers['set-cookie']);
    const backup = await post(prod.app, '/api/auth/two-factor/verify-backup-code', again, {
      code: backupCodes[0],
    });
    expect(backup.statusCode).toBe(200);
    expect(
      (await get(prod.app, '/api/admin/users', sessionCookie(backup.headers['set-cookie']))).statusCode,
    ).toBe(200);
  });

  it('ends the sessions opened with the password alone when it is turned on, and no session at a code sign-in', async () => {
    const email = 'op-2fa-sessions@example.com';
    const asking = await productionOperator(email);
    const elsewhere = sessionCookie((await signIn(prod.app, email)).headers['set-cookie']);
    expect((await get(prod.app, '/api/admin/users', elsewhere)).statusCode).toBe(403);

    const enable = await post(prod.app, '/api/auth/two-factor/enable', asking, { password: STRONG_PASSWORD });
    const { totpURI } = enable.json() as { totpURI: string };
    const verify = await post(prod.app, '/api/auth/two-factor/verify-totp', asking, {
      code: totpCode(totpURI),
    });
    expect(verify.statusCode).toBe(200);
    const kept = sessionCookie(verify.headers['set-cookie']);
    expect((await get(prod.app, '/api/admin/users', kept)).statusCode).toBe(200);
    // The other session was opened before the second factor: it is over, not let into the console.
    expect((await get(prod.app, '/api/admin/users', elsewhere)).statusCode).toBe(401);
    expect((await get(prod.app, '/api/admin/users', asking)).statusCode).toBe(401);

    // A sign-in with a code makes a session and ends none.
    const pending = sessionCookie((await signIn(prod.app, email)).headers['set-cookie']);
    const second = await post(prod.app, '/api/auth/two-factor/verify-totp', pending, {
      code: totpCode(totpURI),
    });
    expect(second.statusCode).toBe(200);
    expect(
      (await get(prod.app, '/api/admin/users', sessionCookie(second.headers['set-cookie']))).statusCode,
    ).toBe(200);
    expect((await get(prod.app, '/api/admin/users', kept)).statusCode).toBe(200);
  });

  it('answers no admin route, documented or to come, to an operator without it', async () => {
    const cookie = await productionOperator('op-no-2fa@example.com');
    const doc = (await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const adminRoutes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const route of adminRoutes) {
      const url = route.path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      const res = await prod.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: { ...jsonHeaders, cookie },
        ...(route.method === 'GET' ? {} : { payload: { reason: 'Two-factor check' } }),
      });
      expect({ route, status: res.statusCode, code: res.json().error?.code }).toEqual({
        route,
        status: 403,
        code: 'TWO_FACTOR_REQUIRED',
      });
    }
  });

  it('keeps refusing users without the role, with or without two-factor', async () => {
    const res = await signUp(prod.app, {
      email: 'plain-2fa@example.com',
      firstName: 'P',
      lastName: 'Lain',
      userType: 'owner',
    });
    expect(res.statusCode).toBe(200);
    await prod.database.query(`update users set email_verified = true where email = 'plain-2fa@example.com'`);
    const cookie = sessionCookie((await signIn(prod.app, 'plain-2fa@example.com')).headers['set-cookie']);
    expect((await get(prod.app, '/api/admin/users', cookie)).json().error.code).toBe('FORBIDDEN');
    expect((await get(prod.app, '/api/admin/users')).statusCode).toBe(401);
  });
});

describe('two-factor outside production', () => {
  it('is not needed by operators in development (the demo operator works without it)', async () => {
    const dev = await createTestApp();
    try {
      const operator = await signUpOperator(dev.app, dev.database, 'op-dev@example.com');
      expect((await get(dev.app, '/api/admin/users', operator.cookie)).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
