import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, fullListingForm, signUpAs } from '../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../testing/test-app.ts';

// The one rate limiter (ADR 0033) on its write limits. Small limits here keep the test quick; a
// second instance on the same database shows the counts are shared.
const env = {
  WRITE_RATE_LIMIT_PER_USER: '5',
  WRITE_RATE_LIMIT_PER_IP: '12',
  WRITE_RATE_LIMIT_WINDOW_SECONDS: '3600',
};
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env });
  second = await createTestApp({ env, database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const report = (app: TestApp, remoteAddress: string, i: number) =>
  app.app
    .inject({
      method: 'POST',
      url: '/api/errors',
      headers: jsonHeaders,
      payload: { type: 'x', error: `e${i}` },
      remoteAddress,
    })
    .then((res) => res.statusCode);

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
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The same answer as every other limit of the API: when to try again.
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    });
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

  it('holds across two instances: what one counted, the other refuses once shared', async () => {
    const address = '10.7.7.7';
    const first: number[] = [];
    for (let i = 0; i < 9; i++) first.push(await report(t, address, i));
    expect(first).toEqual(Array(9).fill(204));
    // The counts of the first instance reach the database within FLUSH_EVERY_MS; flushed here at once.
    await t.deps.rateLimiter.flush();
    const other: number[] = [];
    for (let i = 0; i < 5; i++) other.push(await report(second, address, i));
    expect(other).toEqual([204, 204, 204, 429, 429]);
    // The first instance hears the second's count when it next flushes its own hits: until then it
    // admits what it alone would (the margin, ADR 0033), from then on it refuses.
    await second.deps.rateLimiter.flush();
    expect(await report(t, address, 98)).toBe(204);
    await t.deps.rateLimiter.flush();
    expect(await report(t, address, 99)).toBe(429);
  });

  it('in a burst on both instances at once, admits at most the limit plus what one flush interval held back', async () => {
    const address = '10.8.8.8';
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => report(i % 2 === 0 ? t : second, address, i)),
    );
    const admitted = statuses.filter((s) => s === 204).length;
    expect(statuses.every((s) => s === 204 || s === 429)).toBe(true);
    expect(admitted).toBeGreaterThanOrEqual(12);
    // The stated margin (ADR 0033): each instance learns the shared count on its first hit of the
    // window; until its next flush the other can admit at most the limit again.
    expect(admitted).toBeLessThanOrEqual(2 * 12);
  });
});
