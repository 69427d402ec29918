import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationLink,
  STRONG_PASSWORD,
  sessionCookie,
  signIn,
  signUpConfirmed,
} from '../../testing/auth-helpers.ts';
import { resetLinkFor } from '../../testing/password-reset.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '50' } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Quiet-Lighthouse-Ferry-42';
const person = (email: string) => ({ email, firstName: 'Rosa', lastName: 'Diaz', userType: 'filmmaker' });

function post(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as string,
  });
}

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }).then((r) => r.json().user);
}

async function subjects(to: string): Promise<string[]> {
  const rows = await t.database.query<{ subject: string }>(
    `select subject from outbox_emails where "to" = $1 order by id`,
    [to],
  );
  return rows.map((r) => r.subject);
}

/** Asks for a reset link and follows it the way a browser would: the app's page gets the token. */
async function resetToken(email: string): Promise<string> {
  const link = new URL(await resetLinkFor(t.app, email));
  const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  expect(opened.statusCode).toBe(302);
  const target = new URL(String(opened.headers.location));
  expect(target.pathname).toBe('/reset-password');
  return target.searchParams.get('token') ?? '';
}

describe('forgot password', () => {
  it('mails a link that resets the password once, ends every session and says so by email', async () => {
    const email = 'forgot@example.com';
    const cookie = await signUpConfirmed(t.app, person(email));
    const token = await resetToken(email);

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    expect(weak.json().error.reasons.length).toBeGreaterThan(0);

    const reset = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(await me(cookie)).toBeNull();
    expect((await signIn(t.app, email)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await subjects(email)).toContain('Your SetSpot password was changed');

    const again = await post('/api/auth/reset-password', { token, newPassword: 'Another-Sturdy-Pass-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a link past its lifetime', async () => {
    const email = 'expired@example.com';
    await signUpConfirmed(t.app, person(email));
    const token = await resetToken(email);
    await t.database.query(
      `update verifications set expires_at = now() - interval '1 second' where identifier = $1`,
      [`reset-password:${token}`],
    );
    const res = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((await signIn(t.app, email)).statusCode).toBe(200);
  });

  // That an unknown address gets the same answer after the same work, and no email:
  // password-reset-requests.integration-test.ts.
});

describe('change password', () => {
  it('judges the new password like sign-up, then ends the other sessions and mails the user', async () => {
    const email = 'change@example.com';
    const first = await signUpConfirmed(t.app, person(email));
    const second = sessionCookie((await signIn(t.app, email)).headers['set-cookie']);
    // Both answers are now kept (ADR 0023); the change below must still show at once.
    expect(await me(first)).toMatchObject({ email });
    expect(await me(second)).toMatchObject({ email });

    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'password123' },
      first,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toMatch(/^Password is too weak: /);

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Not-My-Password-9', newPassword: NEW_PASSWORD },
      first,
    );
    expect(wrong.statusCode).toBe(400);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      first,
    );
    expect(changed.statusCode).toBe(200);
    const renewed = sessionCookie(changed.headers['set-cookie']);
    expect(await me(renewed)).toMatchObject({ email });
    expect(await me(second)).toBeNull();
    expect(await me(first)).toBeNull();
    expect(await subjects(email)).toContain('Your SetSpot password was changed');
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is refused signed out', async () => {
    const res = await post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('change email', () => {
  it('keeps the old address until the new one confirms, and the link works once', async () => {
    const cookie = await signUpConfirmed(t.app, person('old-address@example.com'));
    const res = await post(
      '/api/auth/change-email',
      { newEmail: 'new-address@example.com', callbackURL: '/' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ email: 'old-address@example.com' });
    expect(await subjects('new-address@example.com')).toEqual(['Confirm your new SetSpot email address']);

    const link = new URL(await confirmationLink(t.app, 'new-address@example.com'));
    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    const rows = await t.database.query<{ email: string }>(
      `select email from users where email like '%-address@%'`,
    );
    expect(rows).toEqual([{ email: 'new-address@example.com' }]);
    expect((await signIn(t.app, 'new-address@example.com')).statusCode).toBe(200);
    expect((await signIn(t.app, 'old-address@example.com')).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(String(again.headers.location)).toContain('error=');
  });

  it('is refused signed out', async () => {
    const res = await post('/api/auth/change-email', { newEmail: 'someone@example.com' });
    expect(res.statusCode).toBe(401);
  });
});
