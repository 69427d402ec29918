import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, pngImage } from '../../testing/image-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { testPageManifest } from '../../testing/page-manifest-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    webIndexHtml:
      '<!doctype html><html><head><title>SetSpot</title></head><body><div id="root"></div></body></html>',
    webPageManifest: testPageManifest,
  });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const NOINDEX = '<meta name="robots" content="noindex" />';

describe('pages served from the route manifest', () => {
  it('asks search engines to leave out private pages and unknown paths, and only those', async () => {
    for (const url of ['/owner/dashboard', '/no/such/page'])
      expect((await get(url)).body, url).toContain(NOINDEX);
    for (const url of ['/', '/search', '/login', '/how-it-works'])
      expect((await get(url)).body, url).not.toContain(NOINDEX);
  });

  it('sends a form posted to a page before the app took it over back to that page, unread', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login?next=%2Fowner%2Fdashboard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=secret-password',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?next=%2Fowner%2Fdashboard');
    expect(res.body).not.toContain('secret-password');
    const api = await t.app.inject({ method: 'POST', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
  });

  it("preloads the app shell's and the page's own files, the session and the page's data", async () => {
    const home = (await get('/')).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-test.js" />');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-test.js" />');
    expect(home).not.toContain('search-test.js');
    expect(home).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/me" />');
    expect(home).toContain('href="/api/locations/featured"');
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await get(`/location/${id}`)).body).toContain(`href="/api/locations/${id}"`);
    // An address that names no listing asks for no data that could only fail.
    expect((await get('/location/not-an-id')).body).not.toContain('href="/api/locations/');
  });

  it("asks for a signed-in page's data early only when a session cookie came with the request", async () => {
    expect((await get('/owner/dashboard')).body).not.toContain('/api/owner/dashboard');
    const signedIn = await get('/owner/dashboard', 'better-auth.session_token=some-session');
    expect(signedIn.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/owner/dashboard" />',
    );
  });

  it("preloads the owner dashboard's first property photo for its owner only, in a page no shared cache keeps", async () => {
    const owner = await signUpAs(t.app, 'lead-photo-owner@example.com', 'owner');
    const id = await createListing(t.app, owner);
    const { payload, headers } = await multipartPayload([{ filename: 'front.png', data: await pngImage() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${id}/images`,
      headers: { ...headers, cookie: owner },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/owner/dashboard',
      headers: { cookie: owner },
    });
    const thumbnail: string = dashboard.json().recentProperties[0].thumbnailUrl;
    expect(thumbnail).toMatch(/^\/uploads\/.+-400\.webp$/);
    const page = await get('/owner/dashboard', owner);
    // Asked for early but not ahead of the scripts: the photo cannot paint before the app has drawn.
    expect(page.body).toContain(`<link rel="preload" as="image" href="${thumbnail}" />`);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // A filmmaker has no properties; a visitor, or a cookie naming no session, names nobody.
    const filmmaker = await signUpAs(t.app, 'lead-photo-filmmaker@example.com', 'filmmaker');
    for (const cookie of [filmmaker, undefined, 'better-auth.session_token=some-session']) {
      const other = await get('/owner/dashboard', cookie);
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('as="image"');
      expect(other.headers['cache-control']).toBe('no-cache');
    }
  });
});
