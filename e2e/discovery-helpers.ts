import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  confirmationLinkFromMailbox,
  DEMO_PASSWORD,
  expect,
  newAppContext,
  STRONG_PASSWORD,
  uniqueEmail,
} from './fixtures';

// What the discovery journeys share: the search page's parts, signing in, swipes, ids by name, and
// a dozen listings of a search's own.

export const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
export const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
export const countHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `${count} Location(s) (showing page results)` });
export const filterForm = (page: Page) => page.getByRole('form', { name: 'Filters' });
export const typeTabs = (page: Page) => page.getByRole('group', { name: 'Location types' });
export const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

export async function signInAsFilmmaker(page: Page) {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'filmmaker@setspot.example', password: DEMO_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
}

/** On phones the filter panel is folded away behind 'Show Filters'. */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show Filters' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(filterForm(page)).toBeVisible();
}

/** A finger drawn across the middle of the screen, as Chromium gets it from a touch screen. */
export async function swipe(page: Page, direction: 'left' | 'right') {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  const [from, to] = direction === 'left' ? [width * 0.8, width * 0.2] : [width * 0.2, width * 0.8];
  const y = height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    const x = from + (to - from) * step;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export async function locationIdOf(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get(`/api/locations?q=${encodeURIComponent(name)}`);
  const { items } = (await answer.json()) as { items: { id: string; name: string }[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`No location named ${name}`);
  return found.id;
}

/**
 * Signs up an owner of its own and lists `listings` (type, daily price, size), each named after
 * `word`, then waits until search finds them all.
 */
export async function makeOwnListings(
  browser: Browser,
  word: string,
  listings: readonly (readonly [string, number, number])[],
) {
  const page = await (await newAppContext(browser)).newPage();
  const email = uniqueEmail('discovery.owner');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: STRONG_PASSWORD,
      name: 'Dana Discovery',
      firstName: 'Dana',
      lastName: 'Discovery',
      userType: 'owner',
      callbackURL: '/login?confirmed_email=true',
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.goto(await confirmationLinkFromMailbox(page, email));
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: STRONG_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  for (const [index, [type, price, size]] of listings.entries()) {
    const answer = await page.request.post('/api/locations', {
      data: {
        propertyType: type,
        propertyName: `${word} ${type} ${index + 1}`,
        description: `A ${type} for the discovery journeys.`,
        address: `${index + 1} Test Street`,
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        squareFootage: String(size),
        rooms: '2',
        features: ['High ceilings'],
        amenities: ['WiFi'],
        rules: 'No smoking',
        pricePerDay: String(price),
        pricePerHour: '',
        pricingType: 'daily',
        availability: { weekdays: true, weekends: true, holidays: false },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  // The search index follows new listings within moments.
  await expect
    .poll(async () => (await (await page.request.get(`/api/locations?q=${word}`)).json()).total)
    .toBe(listings.length);
  await page.context().close();
}
