import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { postListing, putListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

// Instant Book set in the listing wizard and the edit form (ADR 0039), and what search shows of it.
let t: TestApp;
let owner: string;
let filmmaker: string;

const TAG = 'instantwizard';

async function searchNames(query: string, cookie?: string) {
  const res = await get(t.app, `/api/locations?q=${TAG}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LocationSearchPage;
}

async function create(name: string, changes: Record<string, unknown> = {}) {
  const res = await postListing(t.app, owner, { propertyName: `${name} ${TAG}`, ...changes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().listing.id as string;
}

const rulesOf = async (id: string) =>
  (await get(t.app, `/api/owner/listings/${id}/calendar`, owner)).json().rules;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'wizard-owner@example.com', 'owner');
  filmmaker = await signUpAs(t.app, 'wizard-filmmaker@example.com', 'filmmaker');
});
afterAll(() => t.close());

describe('Instant Book in the listing wizard and the edit form', () => {
  it('is stored on create, loaded by the edit form, kept when left out and turned off by the form', async () => {
    const id = await create('Quick Studio', { instantBook: true });
    expect(await rulesOf(id)).toMatchObject({ instantBook: true });
    const form = (await get(t.app, `/api/owner/listings/${id}`, owner)).json().form;
    expect(form.instantBook).toBe(true);

    // An older client that does not send it leaves it as it is.
    const { instantBook: _left, ...withoutIt } = form;
    const older = await t.app.inject({
      method: 'PUT',
      url: `/api/locations/${id}`,
      headers: { ...jsonHeaders, cookie: owner },
      payload: { ...withoutIt, propertyName: `Quick Studio 2 ${TAG}` },
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(await rulesOf(id)).toMatchObject({ instantBook: true });

    expect((await putListing(t.app, owner, id, { ...form, instantBook: false })).statusCode).toBe(200);
    expect(await rulesOf(id)).toMatchObject({ instantBook: false });
    expect((await get(t.app, `/api/owner/listings/${id}`, owner)).json().form.instantBook).toBe(false);
  });

  it('is off for a listing made without it, and refuses what is not a boolean', async () => {
    const id = await create('Slow Studio');
    expect(await rulesOf(id)).toMatchObject({ instantBook: false });
    const refused = await postListing(t.app, owner, { instantBook: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ field: 'instantBook' });
  });

  it("marks the cards and the detail for the 'Instant Book' badge, and the filter keeps only those", async () => {
    const instant = await create('Badge Loft', { instantBook: true });
    const plain = await create('Plain Loft');
    const page = await eventually(async () => {
      const found = await searchNames('');
      expect(found.items.map((item) => item.id)).toEqual(expect.arrayContaining([instant, plain]));
      return found;
    }, 5000);
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(instant)?.instantBook).toBe(true);
    expect(byId.get(plain)?.instantBook).toBe(false);
    // Visitors see the badge too.
    expect((await searchNames('', undefined)).items.find((item) => item.id === instant)?.instantBook).toBe(
      true,
    );
    const only = await searchNames('&instantBook=true', filmmaker);
    expect(only.items.map((item) => item.id)).toContain(instant);
    expect(only.items.map((item) => item.id)).not.toContain(plain);
    expect((await get(t.app, `/api/locations/${instant}`)).json().instantBook).toBe(true);
    expect((await get(t.app, `/api/locations/${plain}`, filmmaker)).json().instantBook).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the date search and Instant Book parameters of GET /api/locations', async () => {
    const doc = (await get(t.app, '/api/docs/json')).json() as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string; description?: string }[] } }>;
    };
    const parameters = doc.paths['/api/locations']?.get?.parameters ?? [];
    for (const name of ['from', 'to', 'instantBook']) {
      const parameter = parameters.find((p) => p.name === name);
      expect(parameter, name).toMatchObject({ in: 'query' });
      expect(parameter?.description, name).toBeTruthy();
    }
  });
});
