import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs } from '../../testing/listing-fixtures.ts';
import { testPageManifest } from '../../testing/page-manifest-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The pages module's side of drawing pages on the server (ADR 0022, 0052), with a stand-in for the
// web build's renderer: it asks the server's own GET /api/me twice, a moment apart, and writes who
// answered. The real renderer's pages are checked in e2e/server-drawn-pages.e2e.ts.
const renderer = `
export function createPageRenderer(transport) {
  const who = async () => (await (await transport('/api/me', {})).json()).user?.email ?? 'nobody';
  return async (url, viewer) => {
    const first = await who();
    await new Promise((resolve) => setTimeout(resolve, 15));
    const second = await who();
    const mode = viewer.signedIn ? 'signed-in' : 'visitor';
    return {
      html: '<p>' + mode + ' ' + first + ' ' + second + ' ' + url.pathname + '</p>',
      stateScript: '<script type="application/json" id="ssr-state">[]</script>',
    };
  };
}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    webIndexHtml:
      '<!doctype html><html><head><title>SetSpot</title></head><body><div id="root"><!--first-paint--><span>Loading...</span><!--/first-paint--></div></body></html>',
    webPageManifest: {
      ...testPageManifest,
      routes: testPageManifest.routes.map((route) =>
        route.path === '/'
          ? { ...route, drawn: true }
          : route.path === '/owner/dashboard'
            ? { ...route, drawnSignedIn: true }
            : route.path === '/messaging'
              ? { ...route, drawnSignedIn: true, readerDays: true }
              : route,
      ),
    },
    webPageRenderer: renderer,
  });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('pages drawn on the server', () => {
  it("draws a signed-in page with each viewer's own session, even when drawn at the same time", async () => {
    const ada = await signUpAs(t.app, 'drawn-ada@example.com', 'owner');
    const bo = await signUpAs(t.app, 'drawn-bo@example.com', 'owner');
    const viewers = [ada, bo, ada, bo, ada, bo];
    const pages = await Promise.all(viewers.map((cookie) => get('/owner/dashboard', cookie)));
    pages.forEach((page, i) => {
      const email = viewers[i] === ada ? 'drawn-ada@example.com' : 'drawn-bo@example.com';
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<p>signed-in ${email} ${email} /owner/dashboard</p>`);
      expect(page.body).toContain('id="ssr-state"');
      // One viewer's page: no shared cache may keep it.
      expect(page.headers['cache-control']).toBe('private, no-cache');
    });
  });

  it("draws a public page for a visitor without anyone's session", async () => {
    const page = await get('/');
    expect(page.body).toContain('<p>visitor nobody nobody /</p>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends the app shell to a visitor on a signed-in page, and to the signed-in on a visitor's page", async () => {
    const ada = await signUpAs(t.app, 'drawn-shell@example.com', 'owner');
    for (const [url, cookie] of [
      ['/owner/dashboard', undefined],
      ['/', ada],
      ['/search', ada],
    ] as const) {
      const page = await get(url, cookie);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<span>Loading...</span>');
      expect(page.body, url).not.toContain('id="ssr-state"');
    }
  });

  it('draws a page with days only for a reader whose zone and language the server can draw (ADR 0054)', async () => {
    const ada = await signUpAs(t.app, 'drawn-reader@example.com', 'owner');
    const reader = (value: string) => `${ada}; setspot-reader=${value}`;
    const drawn = await get('/messaging', reader(encodeURIComponent('en-US~America/Chicago')));
    expect(drawn.body).toContain(
      '<p>signed-in drawn-reader@example.com drawn-reader@example.com /messaging</p>',
    );
    expect(drawn.headers['cache-control']).toBe('private, no-cache');
    for (const [why, cookie] of [
      ['no reader cookie', ada],
      ['a language whose days only the browser writes', reader(encodeURIComponent('de-DE~Europe/Berlin'))],
      ['a zone Intl does not know', reader(encodeURIComponent('en-US~Mars/Olympus_Mons'))],
      ['a malformed cookie', reader('en-US')],
      ['a reader without a session', 'setspot-reader=en-US~UTC'],
    ] as const) {
      const page = await get('/messaging', cookie);
      expect(page.statusCode, why).toBe(200);
      expect(page.body, why).toContain('<span>Loading...</span>');
      expect(page.body, why).not.toContain('id="ssr-state"');
    }
  });
});
