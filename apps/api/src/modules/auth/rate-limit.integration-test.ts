import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' } });
});
afterAll(() => t.close());

describe('sign-in rate limit', () => {
  it('refuses the attempt after the limit with 429, counting in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signIn(t.app, 'nobody@example.com', 'Whatever-pass-1')).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    const counters = await t.database.query<{ key: string; count: number }>(
      `select key, count from rate_limits`,
    );
    expect(counters.some((c) => c.key.includes('/sign-in/email'))).toBe(true);
  });

  it('does not let a client pick its own address to escape the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        'content-type': 'application/json',
        'x-setspot-client-ip': '10.9.9.9',
        'x-forwarded-for': '10.8.8.8',
      },
      payload: { email: 'nobody@example.com', password: 'Whatever-pass-1' },
    });
    expect(res.statusCode).toBe(429);
  });
});
