import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { EVERY_DAY, get } from './booking-fixtures.ts';
import { createListing, signUpAs } from './listing-fixtures.ts';
import { userIdOf } from './message-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
/** The server's clock: tests move it forward by setting `time`. */
export const testClock = { time: new Date() };
const clock = { now: () => testClock.time };
export let baseUrl: string;
export const cookie: Record<'filmmaker' | 'owner' | 'otherFilmmaker' | 'otherOwner', string> = {
  filmmaker: '',
  owner: '',
  otherFilmmaker: '',
  otherOwner: '',
};
export const id = { ...cookie };
export let listingId: string;

/**
 * Builds this world for the calling test file (its beforeAll and afterAll): call it once at the top
 * of each file that uses it. A function, not hooks run on import, since test files share one module
 * registry per worker (vitest.config.ts: the integration project does not isolate files).
 */
export function useMessagesWorld() {
  beforeAll(async () => {
    testClock.time = new Date();
    t = await createTestApp({
      clock,
      env: { AUTH_RATE_LIMIT_MAX: '100', MESSAGE_RATE_LIMIT_PER_MINUTE: '20' },
    });
    for (const [name, type] of [
      ['filmmaker', 'filmmaker'],
      ['owner', 'owner'],
      ['otherFilmmaker', 'filmmaker'],
      ['otherOwner', 'owner'],
    ] as const) {
      cookie[name] = await signUpAs(t.app, `msg-${name}@example.com`, type);
      id[name] = await userIdOf(t.app, cookie[name]);
    }
    listingId = await createListing(t.app, cookie.owner, {
      propertyName: 'Sunlit Loft',
      availability: EVERY_DAY,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => t.close());
}

export const thread = (who: string, query: string) => get(t.app, `/api/messages?${query}`, who);
export const conversations = async (who: string) =>
  (await get(t.app, '/api/conversations', who)).json().items;
