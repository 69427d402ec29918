import type { APIRequestContext, Page } from '@playwright/test';
import {
  confirmationLinkFromMailbox,
  DEMO_PASSWORD,
  drawnInTheBrowser,
  expect,
  expectNoSeriousA11yViolations,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
} from './fixtures';

// Discovery journeys: home, search and location detail, as a visitor and signed in (product sections
// 1 and 2, architecture section 2). The demo data holds four locations with photos and reviews; searches
// that need more (pagination, filters) run on a dozen listings of their own, found by a word that
// only they contain, so listings other journeys add never change the counts.

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const countHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `${count} Location(s) (showing page results)` });
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filters' });
const typeTabs = (page: Page) => page.getByRole('group', { name: 'Location types' });
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function signInAsFilmmaker(page: Page) {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'filmmaker@setspot.example', password: DEMO_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
}

/** On phones the filter panel is folded away behind 'Show Filters'. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show Filters' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(filterForm(page)).toBeVisible();
}

/** A finger drawn across the middle of the screen, as Chromium gets it from a touch screen. */
async function swipe(page: Page, direction: 'left' | 'right') {
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

async function locationIdOf(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get(`/api/locations?q=${encodeURIComponent(name)}`);
  const { items } = (await answer.json()) as { items: { id: string; name: string }[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`No location named ${name}`);
  return found.id;
}

test.describe('home', () => {
  test('shows the hero, the three steps, featured locations, owner links and testimonials', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Locations' })).toHaveAttribute('href', '/search');
    await expect(page.getByRole('main').getByRole('link', { name: 'List Your Space' })).toHaveAttribute(
      'href',
      '/list-property',
    );
    for (const step of ['Search Locations', 'Book Your Dates', 'Start Filming']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    const featured = page.getByRole('region', { name: 'Featured Locations' });
    await featured.scrollIntoViewIfNeeded();
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(featured.getByRole('link', { name: /View Preview/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Photography tips for owners/ })).toHaveAttribute(
      'href',
      '/photography-tips',
    );
    await expect(page.getByRole('link', { name: 'List Your Property' })).toHaveAttribute(
      'href',
      '/list-property',
    );
    await expect(
      page.getByRole('region', { name: 'What our community says' }).locator('blockquote'),
    ).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });

  test('the kinds of spaces are links to the search for those types', async ({ page }) => {
    await page.goto('/');
    const kinds = page.getByRole('list', { name: 'Kinds of spaces on SetSpot' });
    await expect(kinds.getByRole('link', { name: /^Homes/ })).toHaveAttribute(
      'href',
      '/search?types=house,apartment',
    );
    await expect(kinds.getByRole('link', { name: /^Lofts and offices/ })).toHaveAttribute(
      'href',
      '/search?types=loft,office',
    );
    await expect(kinds.getByRole('link', { name: /^Cafés and restaurants/ })).toHaveAttribute(
      'href',
      '/search?types=cafe%2Frestaurant',
    );
    await kinds.getByRole('link', { name: /^Warehouses/ }).click();
    await expect(page).toHaveURL(/\/search\?types=warehouse$/);
    // Only warehouses (other journeys may add their own): the demo loft is not among them.
    await expect(results(page).getByRole('heading', { name: 'Raw Brick Warehouse' })).toBeVisible();
    await expect(results(page).getByRole('heading', { name: 'Sunlit Industrial Loft' })).toHaveCount(0);
  });

  test('the quick search box searches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search by city, state, or location name' }).fill('Pasadena');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=Pasadena$/);
    await expect(countHeading(page, 1)).toBeVisible();
    await expect(cardTitles(page)).toHaveText(['Classic Suburban Family Home']);
  });

  test('with no locations it invites owners to list the first one', async ({ page }) => {
    await drawnInTheBrowser(page);
    await page.route('**/api/locations/featured', (route) => route.fulfill({ json: { items: [] } }));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Locations' }).scrollIntoViewIfNeeded();
    await expect(page.getByText('No locations available yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Be the first to list your property!' })).toHaveAttribute(
      'href',
      '/list-property',
    );
  });
});

test.describe('search on its own listings', () => {
  // A word only these listings hold, so other journeys' listings never show up in these searches.
  // Drawn in beforeAll: with fully parallel tests one worker may run this group's hook more than once,
  // and each run makes its own twelve listings.
  let word = '';
  const listings = [
    ['loft', 100, 500],
    ['loft', 150, 800],
    ['loft', 200, 1200],
    ['loft', 250, 1500],
    ['loft', 300, 2500],
    ['loft', 350, 3500],
    ['house', 400, 1000],
    ['house', 450, 2200],
    ['house', 500, 3200],
    ['warehouse', 800, 5200],
    ['warehouse', 900, 8000],
    ['studio', 1500, 6000],
  ] as const;
  const searchUrl = (query = '') => `/search?q=${word}${query}`;

  test.beforeAll(async ({ browser }) => {
    word = `Zq${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
    const page = await browser.newPage();
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
    await page.close();
  });

  test('text search finds them, shows Searching... while busy, and an empty text finds everything', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: /Location\(s\) \(showing page results\)/ })).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/locations' && url.searchParams.get('q') === word,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(word);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('button', { name: 'Searching...' })).toBeVisible();
    release();
    await expect(countHeading(page, 12)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const heading = page.getByRole('heading', { name: /Location\(s\) \(showing page results\)/ });
    await expect(heading).not.toHaveText(/^12 /);
    expect(Number.parseInt((await heading.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(16);
  });

  test('each filter narrows the results, only after Apply, and Clear undoes them', async ({ page }) => {
    await page.goto(searchUrl());
    await expect(countHeading(page, 12)).toBeVisible();
    await openFilters(page);
    const form = filterForm(page);
    await expectNoSeriousA11yViolations(page);

    // Types: any number of toggles.
    await form.getByRole('button', { name: 'Loft', exact: true }).click();
    await form.getByRole('button', { name: 'House', exact: true }).click();
    await expect(form.getByRole('button', { name: 'Loft', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(countHeading(page, 12)).toBeVisible();
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}&types=house%2Cloft$`));
    await expect(countHeading(page, 9)).toBeVisible();

    // Clear resets types, price and size, and keeps the text.
    await openFilters(page);
    await filterForm(page).getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(countHeading(page, 12)).toBeVisible();

    // Price: both bounds included.
    await openFilters(page);
    await expect(filterForm(page).getByText('$0 – $1000')).toBeVisible();
    await filterForm(page).getByRole('slider', { name: 'Minimum price' }).fill('300');
    await filterForm(page).getByRole('slider', { name: 'Maximum price' }).fill('500');
    await expect(filterForm(page).getByText('$300 – $500')).toBeVisible();
    await filterForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/minPrice=300&maxPrice=500$/);
    await expect(countHeading(page, 5)).toBeVisible();

    // The slider's top reads 2000+ and means no upper limit.
    await openFilters(page);
    await filterForm(page).getByRole('slider', { name: 'Maximum price' }).fill('2000');
    await filterForm(page).getByRole('slider', { name: 'Minimum price' }).fill('800');
    await expect(filterForm(page).getByText('$800 – $2000+')).toBeVisible();
    await filterForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}&minPrice=800$`));
    await expect(countHeading(page, 3)).toBeVisible();

    // Widening only the top (0 to 1500) is a filter too (docs/decisions/0006-price-filter.md).
    await openFilters(page);
    await filterForm(page).getByRole('slider', { name: 'Minimum price' }).fill('0');
    await filterForm(page).getByRole('slider', { name: 'Maximum price' }).fill('1500');
    await filterForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/minPrice=0&maxPrice=1500$/);
    await expect(countHeading(page, 12)).toBeVisible();

    // Minimum size.
    await openFilters(page);
    await filterForm(page).getByRole('button', { name: 'Clear' }).click();
    await openFilters(page);
    await filterForm(page).getByLabel('Minimum size').selectOption({ label: '5,000 sq ft' });
    await filterForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}&minSize=5000$`));
    await expect(countHeading(page, 3)).toBeVisible();
  });

  test('the filter panel folds away on phones and stays open on wide screens', async ({ page }, testInfo) => {
    await page.goto(searchUrl());
    if (testInfo.project.name !== 'mobile') {
      await expect(filterForm(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show Filters' })).toBeHidden();
      return;
    }
    await expect(filterForm(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(filterForm(page)).toBeVisible();
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(filterForm(page)).toBeHidden();
  });

  test('type tabs show the types present, pick one, and stay while one is picked', async ({
    page,
  }, testInfo) => {
    await page.goto(searchUrl());
    const tabs = typeTabs(page);
    const mobile = testInfo.project.name === 'mobile';
    await expect(tabs.getByRole('button', { name: 'All Types', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(tabs.getByRole('button', { name: 'House', exact: true })).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'Loft', exact: true })).toBeVisible();
    // On phones only the first two types show.
    for (const type of ['Warehouse', 'Studio']) {
      if (mobile) await expect(tabs.getByRole('button', { name: type, exact: true })).toBeHidden();
      else await expect(tabs.getByRole('button', { name: type, exact: true })).toBeVisible();
    }
    await expect(tabs.getByRole('button', { name: 'Apartment', exact: true })).toHaveCount(0);

    await tabs.getByRole('button', { name: 'Loft', exact: true }).click();
    await expect(page).toHaveURL(/types=loft$/);
    await expect(countHeading(page, 6)).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'Loft', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(tabs.getByRole('button', { name: 'House', exact: true })).toBeVisible();

    await tabs.getByRole('button', { name: 'All Types', exact: true }).click();
    await expect(countHeading(page, 12)).toBeVisible();

    // A single type in the results: no tab bar.
    await page.goto(`/search?q=${word}%20studio`);
    await expect(countHeading(page, 1)).toBeVisible();
    await expect(typeTabs(page)).toHaveCount(0);
  });

  test('sorting reorders the results and is kept in the URL', async ({ page }) => {
    await page.goto(searchUrl());
    const sort = page.getByLabel('Sort by:');
    await expect(sort).toHaveValue('recommended');
    await sort.selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/sort=price_desc$/);
    await expect(cardTitles(page).first()).toHaveText(`${word} studio 12`);
    await sort.selectOption({ label: 'Price low to high' });
    await expect(cardTitles(page).first()).toHaveText(`${word} loft 1`);
    await page.reload();
    await expect(page.getByLabel('Sort by:')).toHaveValue('price_asc');
    await expect(cardTitles(page).first()).toHaveText(`${word} loft 1`);
    await expect(page.getByLabel('Sort by:').locator('option')).toHaveText([
      'Recommended',
      'Price low to high',
      'Price high to low',
      'Newest',
      'Top rated',
    ]);
  });

  test('pages of ten with Previous and Next; the URL keeps the page and the back button works', async ({
    page,
  }) => {
    await page.goto(searchUrl('&sort=price_asc'));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(cardTitles(page)).toHaveCount(10);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(cardTitles(page)).toHaveText([`${word} warehouse 11`, `${word} studio 12`]);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Next' })).toHaveCount(0);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect(cardTitles(page)).toHaveCount(10);
    await page.goForward();
    await expect(cardTitles(page)).toHaveCount(2);

    // Reloading keeps the page; a new filter goes back to page 1.
    await page.reload();
    await expect(cardTitles(page)).toHaveCount(2);
    await page.getByLabel('Sort by:').selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/sort=newest$/);
    await expect(cardTitles(page)).toHaveCount(10);
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=/);

    // A page past the end shows the last one and the URL says so.
    await page.goto(searchUrl('&page=9'));
    await expect(cardTitles(page)).toHaveCount(2);
    await expect(page).toHaveURL(/page=2$/);
  });

  test('a listing without reviews says so', async ({ page }) => {
    await signInAsFilmmaker(page);
    await page.goto(`/location/${await locationIdOf(page.request, `${word} loft 1`)}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { name: 'Reviews (0)' })).toBeVisible();
    await expect(page.getByText('No reviews yet.')).toBeVisible();
  });
});

test.describe('search', () => {
  test('no match shows the empty state', async ({ page }) => {
    await page.goto('/search?q=no-such-place-anywhere');
    await expect(countHeading(page, 0)).toBeVisible();
    await expect(page.getByText('No locations found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a failed search says so and can be retried', async ({ page }) => {
    await drawnInTheBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/locations',
      (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Server down' } } }),
    );
    await page.goto('/search');
    await expect(page.getByText('Locations could not be loaded')).toBeVisible();
    await expect(page.getByText('Server down')).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: /Location\(s\) \(showing page results\)/ })).toBeVisible();
  });
});

test.describe('location card', () => {
  test('a visitor sees the state only and a preview', async ({ page }) => {
    await page.goto('/search?q=Sunlit');
    const loft = card(page, 'Sunlit Industrial Loft');
    await expect(loft.getByText('Loft', { exact: true })).toBeVisible();
    await expect(loft.getByText('Light: Excellent')).toBeVisible();
    await expect(loft.getByText('$350')).toBeVisible();
    await expect(loft.getByText('3 rooms')).toBeVisible();
    await expect(loft.getByText('1,800 sq ft')).toBeVisible();
    await expect(loft.getByText('14 ft ceilings')).toBeVisible();
    await expect(loft.getByText('CA', { exact: true })).toBeVisible();
    await expect(loft.getByText(/218 W 29th Street/)).toHaveCount(0);
    await expect(loft.getByText('Scout Info')).toHaveCount(0);

    // Thumbnails switch the photo without opening the location.
    const photo = loft.getByRole('img', { name: /^Sunlit Industrial Loft, photo/ });
    await expect(photo).toHaveAccessibleName('Sunlit Industrial Loft, photo 1');
    await loft.getByRole('button', { name: 'Show photo 2 of 3' }).click();
    await expect(photo).toHaveAccessibleName('Sunlit Industrial Loft, photo 2');
    await expect(page).toHaveURL(/\/search\?q=Sunlit$/);

    await loft.getByRole('link', { name: /View Preview/ }).click();
    await expect(page).toHaveURL(/\/location\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunlit Industrial Loft' })).toBeVisible();
  });

  test('a signed-in user sees the full address, scout info and View Details', async ({ page }) => {
    await signInAsFilmmaker(page);
    await page.goto('/search?q=Sunlit');
    const loft = card(page, 'Sunlit Industrial Loft');
    await expect(loft.getByText('218 W 29th Street, Unit 5, Los Angeles, CA 90007')).toBeVisible();
    await expect(loft.getByText('Scout Info')).toBeVisible();
    await expect(loft.getByText('2 cars')).toBeVisible();
    await expect(loft.getByRole('link', { name: /View Details/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A click anywhere on the card opens the location: the link is stretched over it. (force: the
    // click lands on that stretched link, not on the text Playwright would otherwise wait for.)
    await loft.getByText(/A bright corner loft/).click({ force: true });
    await expect(page).toHaveURL(/\/location\/[0-9a-f-]{36}$/);
  });

  test('a photo that fails to load becomes the placeholder', async ({ page }) => {
    const answer = await page.request.get('/api/locations?q=Sunlit');
    const [loft] = (await answer.json()).items as { photos: { url: string }[] }[];
    const firstPhoto = loft?.photos[0]?.url ?? '';
    const stem = firstPhoto.replace(/\.webp$/, '');
    // Every size of the first photo answers 404.
    await page.route(
      (url) => url.pathname.startsWith(stem),
      (route) => route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/search?q=Sunlit');
    const photo = card(page, 'Sunlit Industrial Loft').getByRole('img', {
      name: 'Sunlit Industrial Loft, photo 1',
    });
    await expect(photo).toHaveAttribute('src', '/placeholder.svg');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('location detail', () => {
  test('a visitor gets the short view with prompts to sign in or up', async ({ page }) => {
    const id = await locationIdOf(page.request, 'Sunlit Industrial Loft');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await drawnInTheBrowser(page);
    await page.route(`**/api/locations/${id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/location/${id}`);
    await expect(page.getByText('Loading location details...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sunlit Industrial Loft' })).toBeVisible();
    await expect(page.getByText('Los Angeles, CA')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this location' })).toBeVisible();
    await expect(page.getByText(/A bright corner loft/)).toBeVisible();
    for (const [term, value] of [
      ['Type', 'Loft'],
      ['Square Footage', '1,800 sq ft'],
      ['Rooms', '3'],
    ]) {
      await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
    }
    const prompts = page.getByRole('complementary', { name: 'Booking' });
    await expect(prompts.getByText('$350')).toBeVisible();
    await expect(prompts.getByRole('link', { name: 'Sign Up to Book' })).toHaveAttribute('href', '/signup');
    await expect(prompts.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(prompts.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByText(/218 W 29th Street/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // After signing in from here, the visitor comes back to this location.
    await prompts.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill('filmmaker@setspot.example');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`/location/${id}$`));
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  });

  test('signed in: overview, features and reviews tabs beside the booking panel', async ({
    page,
  }, testInfo) => {
    await signInAsFilmmaker(page);
    const id = await locationIdOf(page.request, 'Sunlit Industrial Loft');
    await page.goto(`/location/${id}`);
    const mobile = testInfo.project.name === 'mobile';
    const tabs = page.getByRole('tablist', { name: 'Location details' });
    const panel = page.getByRole('complementary', { name: 'Book this location' });
    await expect(panel.getByText('$350')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Request to Book' })).toBeDisabled();
    // Desktop: the panel beside the tabs; phones: the panel first, then the tabs.
    const tabsBox = await tabs.boundingBox();
    const panelBox = await panel.boundingBox();
    if (mobile) expect(panelBox!.y).toBeLessThan(tabsBox!.y);
    else expect(panelBox!.x).toBeGreaterThan(tabsBox!.x + tabsBox!.width);

    // Overview.
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('218 W 29th Street, Unit 5, Los Angeles, CA 90007')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Location Owner' })).toBeVisible();
    await expect(page.getByText('Olivia Owner')).toBeVisible();
    await expect(page.getByText(/\d+% response rate/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Features ('Features & Rules' on desktop).
    const featuresName = mobile ? 'Features' : 'Features & Rules';
    await tabs.getByRole('tab', { name: featuresName, exact: true }).click();
    for (const heading of ['Features', 'Amenities', 'Production Details', 'Rules']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    for (const text of [
      'High ceilings',
      'WiFi',
      '14 feet',
      '3 x 20A circuits',
      'Minimal street noise',
      'Space for 2 vehicles',
      'No permit required',
      'No open flames',
      'Blackout curtains',
      'No smoking indoors',
    ]) {
      await expect(page.getByRole('tabpanel').getByText(text, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // Reviews.
    await tabs.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { name: 'Reviews (2)' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('4.5', { exact: true })).toBeVisible();
    const newest = page.getByRole('tabpanel').getByRole('article').first();
    await expect(newest.getByRole('heading', { name: 'Jordan Lee' })).toBeVisible();
    await expect(newest.getByText('3 days ago')).toBeVisible();
    await expect(newest.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    await expect(newest.getByText(/The morning light is unreal/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The gallery's photos open the viewer on the one pressed.
    await page
      .getByRole('group', { name: 'Photos of Sunlit Industrial Loft' })
      .getByRole('button', { name: 'Open Sunlit Industrial Loft, photo 3 of 3' })
      .click();
    const viewer = page.getByRole('dialog', { name: 'Photos of Sunlit Industrial Loft' });
    await expect(viewer).toHaveAccessibleDescription('3 of 3');
  });

  test('the gallery: a large photo and smaller ones, a full-screen viewer with arrows, keys and swipes', async ({
    page,
  }, testInfo) => {
    const id = await locationIdOf(page.request, 'Sunlit Industrial Loft');
    const html = await (await page.request.get(`/location/${id}`)).text();
    await page.goto(`/location/${id}`);
    const gallery = page.getByRole('group', { name: 'Photos of Sunlit Industrial Loft' });
    const photos = gallery.getByRole('button', { name: /^Open Sunlit Industrial Loft, photo \d of 3$/ });
    await expect(photos).toHaveCount(3);
    // The large photo is the page's main image: loaded first, in the size the server preloads.
    const main = gallery.locator('img').first();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    const sizes = await main.getAttribute('sizes');
    expect(html).toContain(`imagesizes="${sizes}"`);
    expect(await main.getAttribute('srcset')).toContain('800w');
    // Shown whole: the 3:2 photo in a 3:2 frame, so its caption is not cut off.
    const frame = await photos.first().boundingBox();
    expect(frame!.width / frame!.height).toBeCloseTo(1.5, 1);
    if (testInfo.project.name === 'desktop') expect(frame!.width).toBeLessThanOrEqual(801);
    const [first, second] = [await photos.nth(0).boundingBox(), await photos.nth(1).boundingBox()];
    if (testInfo.project.name === 'desktop') expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    await expectNoSeriousA11yViolations(page);

    await photos.nth(1).click();
    const viewer = page.getByRole('dialog', { name: 'Photos of Sunlit Industrial Loft' });
    const shown = viewer.getByRole('img');
    await expect(viewer).toHaveAccessibleDescription('2 of 3');
    await expect(shown).toHaveAccessibleName('Sunlit Industrial Loft, photo 2 of 3');
    await expectNoSeriousA11yViolations(page);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText('3 of 3')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText('1 of 3')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(shown).toHaveAccessibleName('Sunlit Industrial Loft, photo 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('2 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 of 3')).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      // A swipe to the left shows the next photo, to the right the previous one.
      await swipe(page, 'left');
      await expect(viewer.getByText('1 of 3')).toBeVisible();
      await swipe(page, 'right');
      await expect(viewer.getByText('3 of 3')).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photos.nth(1)).toBeFocused();
  });

  test('a missing location says so and leads back to the search', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-location']) {
      await page.goto(`/location/${id}`);
      await expect(page.getByRole('heading', { name: 'Location Not Found' })).toBeVisible();
      await expect(
        page.getByText("The location you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Browse All Locations' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
