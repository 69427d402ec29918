import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationLink, STRONG_PASSWORD } from '../../testing/auth-helpers.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

// Failed sign-ins: 3 per account and 6 per address per minute here (10 and 30 by default). Each test
// signs in from an address of its own (inject's remoteAddress), as different machines would.
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  const env = {
    AUTH_RATE_LIMIT_MAX: '3',
    AUTH_FAILED_SIGN_INS_PER_ADDRESS: '6',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
  };
  t = await createTestApp({ env });
  // A second instance on the same database: the counts are shared.
  second = await createTestApp({ env, database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

let signUps = 0;
/** A confirmed account, signed up from an address of its own (sign-ups have their own limit). */
async function account(email: string) {
  signUps += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: jsonHeaders,
    remoteAddress: `203.0.113.${signUps}`,
    payload: {
      email,
      password: STRONG_PASSWORD,
      name: 'Rosa Diaz',
      firstName: 'Rosa',
      lastName: 'Diaz',
      userType: 'filmmaker',
    },
  });
  expect(res.statusCode).toBe(200);
  const link = new URL(await confirmationLink(t.app, email));
  await t.app.inject({ method: 'GET', url: link.pathname + link.search });
}

function signInFrom(address: string, email: string, password: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: jsonHeaders,
    remoteAddress: address,
    payload: { email, password },
  });
}

describe('sign-in rate limits', () => {
  it('lets ten successful sign-ins from one address through within a minute', async () => {
    await account('office-a@example.com');
    await account('office-b@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const email = i % 2 === 0 ? 'office-a@example.com' : 'office-b@example.com';
      statuses.push((await signInFrom('198.51.100.10', email, STRONG_PASSWORD)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it("limits one account's failed attempts and says when to try again; another account from the same address signs in", async () => {
    await account('target@example.com');
    await account('colleague@example.com');
    const address = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await signInFrom(address, 'target@example.com', 'Not-The-Password-1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);

    // Limited now, even with the right password and from another address or instance.
    for (const [from, app] of [
      [address, t.app],
      ['198.51.100.21', second.app],
    ] as const) {
      const limited = await signInFrom(from, 'TARGET@example.com', STRONG_PASSWORD, app);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
      });
    }
    expect((await signInFrom(address, 'colleague@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('limits failed attempts from one address across accounts, on every instance together', async () => {
    const address = '198.51.100.30';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const app = i % 2 === 0 ? t.app : second.app;
      statuses.push((await signInFrom(address, `guess-${i}@example.com`, 'Whatever-pass-1', app)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    await account('same-address@example.com');
    const res = await signInFrom(address, 'same-address@example.com', STRONG_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    // The counters live in the database, under hashed account keys (no addresses stored).
    const keys = await t.database.query<{ key: string }>(
      `select key from rate_limits where key like 'sign-in-failures:%'`,
    );
    expect(keys.some((k) => k.key === `sign-in-failures:address:${address}`)).toBe(true);
    expect(keys.some((k) => k.key.includes('@'))).toBe(false);
  });

  it('does not let a client pick its own address to escape the limit', async () => {
    const address = '198.51.100.40';
    for (let i = 0; i < 6; i++) await signInFrom(address, `spoof-${i}@example.com`, 'Whatever-pass-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: address,
      headers: { ...jsonHeaders, 'x-setspot-client-ip': '10.9.9.9', 'x-forwarded-for': '10.8.8.8' },
      payload: { email: 'spoof-new@example.com', password: 'Whatever-pass-1' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('says when to try again after too many sign-ups from one address as well', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: jsonHeaders,
        remoteAddress: '198.51.100.50',
        payload: {
          email: `many-${i}@example.com`,
          password: STRONG_PASSWORD,
          firstName: 'A',
          lastName: 'B',
          userType: 'owner',
        },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const retryAfter = Number(last?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(last?.json().error.message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
  });
});
