import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, fullListingForm, signUpAs } from '../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../testing/test-app.ts';

// Finding 10: 150 listing creations in 7.6 s and no 429. Small limits here keep the test quick.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      WRITE_RATE_LIMIT_PER_USER: '5',
      WRITE_RATE_LIMIT_PER_IP: '12',
      WRITE_RATE_LIMIT_WINDOW_SECONDS: '60',
    },
  });
});
afterAll(() => t.close());

const createAs = (cookie: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/locations',
    headers: { ...jsonHeaders, cookie },
    payload: fullListingForm(),
    remoteAddress,
  });

describe('write rate limits', () => {
  it('refuses a user past the limit with 429 and Retry-After, and counts nobody else', async () => {
    const busy = await signUpAs(t.app, 'busy@example.com', 'owner');
    const calm = await signUpAs(t.app, 'calm@example.com', 'owner');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await createAs(busy, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await createAs(busy, '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await createListing(t.app, calm)).length).toBeGreaterThan(0);
  });

  it('refuses an address past its limit, signed in or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: jsonHeaders,
        payload: { type: 'x', error: `e${i}` },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 12).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    // Reads are not writes.
    const read = await t.app.inject({ method: 'GET', url: '/api/locations', remoteAddress: '10.9.9.9' });
    expect(read.statusCode).toBe(200);
  });
});
