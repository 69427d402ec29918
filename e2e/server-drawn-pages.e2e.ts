import type { Page } from '@playwright/test';
import { createListing, newPerson, sendMessage } from './booking-helpers';
import { DEMO_PASSWORD, expect, newAppContext, STRONG_PASSWORD, test, untilInteractive } from './fixtures';
import { layoutShiftSum, recordLayoutShifts } from './layout-shifts';
import { logIn } from './listing-helpers';

// ADR 0022: home, search, a listing, the information pages, log in and sign up arrive drawn by the server for
// visitors without a session, and the app takes them over (hydration) without drawing them again. ADR
// 0052: the owner dashboard arrives drawn for its owner, with their data. ADR 0054: /messaging too, for a
// reader who signed in on the device (its days are in their zone).

// Service workers stay blocked here (playwright.config.ts): once one controls the page it answers
// navigations with the app shell it keeps, so later pages would not be the server's drawings.

async function firstListing(page: Page): Promise<{ id: string; name: string }> {
  const answer = await page.request.get('/api/locations');
  const [first] = (await answer.json()).items as { id: string; name: string }[];
  if (!first) throw new Error('The demo data has no listing');
  return first;
}

/** Text as React escapes it in the HTML it writes. */
function asReactWritesIt(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#x27;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** Client error reports (POST /api/errors): a page that differs from the server's is reported. */
function collectErrorReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/errors') {
      reports.push(request.postData() ?? '');
    }
  });
  page.on('pageerror', (error) => reports.push(error.message));
  return reports;
}

type SeenSinceDrawn = { added: number; removed: number; marked: WeakSet<Element>; text: string };

/** Runs before the page's scripts: marks the elements the server drew, keeps its text, counts changes. */
function markServerDrawnElements() {
  const marked = new WeakSet<Element>();
  const seen: SeenSinceDrawn = { added: 0, removed: 0, marked, text: '' };
  Object.assign(window, { serverDrawn: seen });
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root) return;
    for (const element of Array.from(root.querySelectorAll('*'))) marked.add(element);
    seen.text = root.textContent ?? '';
    new MutationObserver((changes) => {
      for (const change of changes) {
        seen.added += change.addedNodes.length;
        seen.removed += change.removedNodes.length;
      }
    }).observe(root, { childList: true, subtree: true });
  });
}

/** What changed under #root since the server's page arrived: elements not drawn by it, nodes, text. */
function changesSinceDrawn(page: Page) {
  return page.evaluate(() => {
    const seen = (window as unknown as { serverDrawn: SeenSinceDrawn }).serverDrawn;
    const root = document.getElementById('root');
    const elements = Array.from(root?.querySelectorAll('*') ?? []);
    return {
      created: elements.filter((element) => !seen.marked.has(element)).length,
      added: seen.added,
      removed: seen.removed,
      sameText: root?.textContent === seen.text,
    };
  });
}

test('landing pages arrive drawn for a visitor, and the app takes them over as they are', async ({
  page,
}) => {
  const listing = await firstListing(page);
  const pages = [
    { path: '/', heading: 'Find the perfect location for your next shoot' },
    { path: '/search', heading: 'Find Filming Locations' },
    { path: `/location/${listing.id}`, heading: listing.name },
    { path: '/how-it-works', heading: 'How It Works' },
    { path: '/faq', heading: 'Frequently Asked Questions' },
    { path: '/login', heading: 'Log In' },
    { path: '/signup', heading: 'Sign Up' },
  ];
  const reports = collectErrorReports(page);
  await page.addInitScript(markServerDrawnElements);
  for (const { path, heading } of pages) {
    // Without running any script: the page's content and the answers it was drawn from are there.
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('id="ssr-state"');
    expect(html, path).toContain(asReactWritesIt(heading));
    expect(html, path).not.toContain('<span>Loading...</span>');
    // No part left for the browser to build (a lazy component's code not loaded at the draw).
    expect(html, path).not.toContain('<!--$!-->');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Taken over by React's hydration, every node is still the server's, and so is the text.
    expect(await changesSinceDrawn(page), path).toEqual({ created: 0, added: 0, removed: 0, sameText: true });
  }
  expect(reports).toEqual([]);
});

test("a page that differs from the server's is reported, under the page's own request id", async ({
  page,
}) => {
  // The server's page as a browser might receive it after something on the way changed it: React
  // finds the text is not what it draws, draws the page itself, and says why (onRecoverableError).
  let pageRequestId = '';
  await page.route('**/how-it-works', async (route) => {
    const response = await route.fetch();
    pageRequestId = response.headers()['x-request-id'] ?? '';
    const body = (await response.text()).replace('How It Works</h1>', 'How It Worked</h1>');
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body });
  });
  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/errors',
  );
  await page.goto('/how-it-works');
  const sent = await report;
  expect(pageRequestId).not.toBe('');
  expect(sent.headers()['x-request-id']).toBe(pageRequestId);
  expect(sent.postDataJSON()).toMatchObject({ type: 'render', location: '/how-it-works' });
  expect(sent.postDataJSON().context).toMatch(/^hydration/);
  // The page is React's own drawing now, with the right text.
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
});

test('the app answers at once after taking a drawn page over', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search by city, state, or location name' }).fill('Austin');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Austin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Filming Locations' })).toBeVisible();
});

test('with a session cookie, or on other pages, the app shell comes instead', async ({ page }) => {
  const withCookie = await page.request.get('/', { headers: { cookie: 'better-auth.session_token=stale' } });
  const contact = await page.request.get('/contact');
  for (const answer of [withCookie, contact]) {
    const html = await answer.text();
    expect(html).not.toContain('id="ssr-state"');
    expect(html).toContain('<span>Loading...</span>');
  }
});

test('a missing listing is drawn in the browser as before', async ({ page }) => {
  const html = await (await page.request.get('/location/00000000-0000-4000-8000-000000000000')).text();
  expect(html).not.toContain('id="ssr-state"');
});

test("the app's code for a drawn page comes in a few files, none asked for before the first paint", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const answer = await page.goto('/how-it-works');
  const html = (await answer?.text()) ?? '';
  // Only the entry is named in the page (ADR 0022): the rest is asked for once it runs.
  expect(html.match(/<script[^>]* src=/g)).toHaveLength(1);
  expect(html).not.toContain('modulepreload');
  await untilInteractive(page);
  // The app shell is one chunk (apps/web/shell-chunk.ts) beside the entry's own small one; before
  // that, this page asked for 29 script files.
  expect(scripts.filter((path) => /^\/assets\/shell-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /^\/assets\/startup-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(new Set(scripts).size, scripts.join('\n')).toBeLessThanOrEqual(16);
});

test("the owner dashboard arrives drawn with the owner's data, and the app takes it over as it is", {
  tag: '@phone',
}, async ({ page }) => {
  await logIn(page, 'owner@setspot.example', DEMO_PASSWORD);
  const html = await (await page.request.get('/owner/dashboard')).text();
  expect(html).toContain('id="ssr-state"');
  expect(html).toContain('Owner Dashboard</h1>');
  expect(html).toContain('Total Properties');
  expect(html).not.toContain('<span>Loading...</span>');
  expect(html).not.toContain('<!--$!-->');
  // Scripts are asked for after the first paint, as on every drawn page; the lead photo at once.
  expect(html).not.toContain('modulepreload');
  expect(html).toContain('<link rel="preload" as="image"');

  const reports = collectErrorReports(page);
  await page.addInitScript(markServerDrawnElements);
  await recordLayoutShifts(page);
  await page.goto('/owner/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Properties' }).getByRole('listitem');
  await expect(recent.first()).toBeVisible();
  const changes = await changesSinceDrawn(page);
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  if (wide) {
    // Taken over by React's hydration, every node is still the server's, and so is the text.
    expect(changes).toEqual({ created: 0, added: 0, removed: 0, sameText: true });
  } else {
    // The server cannot tell a phone: it draws the menu's column, which a phone's CSS hides, and the
    // app then leaves it out (its sheet opens from the menu button). Nothing else changes or moves.
    expect(changes).toMatchObject({ created: 0, added: 0, removed: 1 });
    await expect(page.locator('#dashboard-sidebar')).toHaveCount(0);
  }
  expect(await layoutShiftSum(page)).toBeLessThan(0.02);
  // The page answers: the menu button folds the column, or opens the phone's sheet.
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  if (wide) await expect(page.locator('#dashboard-sidebar')).toHaveAttribute('data-state', 'collapsed');
  else await expect(page.getByRole('dialog').getByRole('link', { name: 'My Listings' })).toBeVisible();
  expect(reports).toEqual([]);
});

test("a collapsed dashboard menu arrives collapsed: the server reads the owner's preference", async ({
  page,
}) => {
  await logIn(page, 'owner@setspot.example', DEMO_PASSWORD);
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([{ name: 'sidebar_state', value: 'false', url: baseURL ?? '' }]);
  const html = await (await page.request.get('/owner/dashboard')).text();
  expect(html).toContain('data-state="collapsed"');
  const reports = collectErrorReports(page);
  await page.addInitScript(markServerDrawnElements);
  await page.goto('/owner/dashboard');
  if ((page.viewportSize()?.width ?? 0) >= 640) {
    await expect(page.locator('#dashboard-sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(await changesSinceDrawn(page)).toEqual({ created: 0, added: 0, removed: 0, sameText: true });
  } else {
    // A phone has no column to fold: the app leaves the drawn one out, as on every phone, and the
    // menu button still opens the phone's sheet whatever the wide screen's preference.
    const recent = page.getByRole('region', { name: 'Recent Properties' }).getByRole('listitem');
    await expect(recent.first()).toBeVisible();
    expect(await changesSinceDrawn(page)).toMatchObject({ created: 0, added: 0, removed: 1 });
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'My Listings' })).toBeVisible();
  }
  expect(reports).toEqual([]);
});

test("/messaging arrives drawn for a reader who signed in here, with days in the reader's zone", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const owner = await newPerson(browser, 'owner', 'Orla');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Finn');
  const locationId = await createListing(owner, `Day Loft ${info.project.name} ${Date.now() % 100_000}`);
  await sendMessage(filmmaker, owner, locationId, 'Is the loft free on Sunday?');

  // A zone whose day is not the server's (UTC) just now: UTC+14 from 10:00 UTC, UTC-11 before 11:00.
  const timeZone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const { width, height } = test.info().project.use.viewport ?? { width: 1280, height: 800 };
  const context = await newAppContext(browser, {
    timezoneId: timeZone,
    locale: 'en-US',
    viewport: { width, height },
  });
  const page = await context.newPage();
  await logIn(page, owner.email, STRONG_PASSWORD);
  // Signing in left the reader's language and zone for the server.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'setspot-reader')?.value).toBe(
    encodeURIComponent(`en-US~${timeZone}`),
  );
  const conversations = (await (await page.request.get('/api/conversations')).json()) as {
    items: { lastMessageAt: string }[];
  };
  const lastMessageAt = new Date(conversations.items[0]?.lastMessageAt ?? Number.NaN);
  const dayIn = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric' });
  const day = dayIn(timeZone);
  expect(day.format(lastMessageAt)).not.toBe(dayIn('UTC').format(lastMessageAt));

  const html = await (await page.request.get('/messaging')).text();
  expect(html).toContain('id="ssr-state"');
  expect(html).toContain('Messages</h1>');
  expect(html).toContain('Is the loft free on Sunday?');
  expect(html).toContain(`>${day.format(lastMessageAt)}</time>`);
  expect(html).not.toContain('<!--$!-->');

  const reports = collectErrorReports(page);
  await page.addInitScript(markServerDrawnElements);
  await recordLayoutShifts(page);
  await page.goto('/messaging');
  const conversation = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', {
    name: /Finn Tester/,
  });
  await expect(conversation).toBeVisible();
  // Taken over by React's hydration, every node is still the server's, and so is the text.
  expect(await changesSinceDrawn(page)).toEqual({ created: 0, added: 0, removed: 0, sameText: true });
  expect(await layoutShiftSum(page)).toBeLessThan(0.02);
  // The page answers: the conversation opens its thread.
  await conversation.click();
  await expect(page.getByTestId('message').getByText('Is the loft free on Sunday?')).toBeVisible();
  expect(reports).toEqual([]);

  // A session without the reader cookie (signed in before it existed, or elsewhere) gets the app shell.
  await context.clearCookies({ name: 'setspot-reader' });
  expect(await (await page.request.get('/messaging')).text()).not.toContain('id="ssr-state"');
  await Promise.all([context.close(), owner.context.close(), filmmaker.context.close()]);
});
