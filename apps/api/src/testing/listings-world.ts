import { afterAll, beforeAll } from 'vitest';
import { signUpAs } from './listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from './test-app.ts';

export let t: TestApp;
export let owner: string;
export let ownerId: string;
export let renterId: string;
/**
 * Builds this world for the calling test file (its beforeAll and afterAll): call it once at the top
 * of each file that uses it. A function, not hooks run on import, since test files share one module
 * registry per worker (vitest.config.ts: the integration project does not isolate files).
 */
export function useListingsWorld() {
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
    owner = await signUpAs(t.app, 'owner@example.com', 'owner');
    await signUpAs(t.app, 'renter@example.com', 'filmmaker');
    const ids = await t.database.query<{ id: string; email: string }>(`select id, email from users`);
    ownerId = ids.find((row) => row.email === 'owner@example.com')!.id;
    renterId = ids.find((row) => row.email === 'renter@example.com')!.id;
  });
  afterAll(() => t.close());
}

export const as = (cookie: string) => ({ ...jsonHeaders, cookie });

export async function editForm(id: string, cookie = owner) {
  return t.app.inject({ method: 'GET', url: `/api/owner/listings/${id}`, headers: as(cookie) });
}
