import {
  cardTitles,
  countHeading,
  filterForm,
  locationIdOf,
  makeOwnListings,
  openFilters,
  signInAsFilmmaker,
  typeTabs,
} from './discovery-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Search journeys on a dozen listings of their own (discovery-helpers.ts makeOwnListings), found by a
// word only they contain, so listings other journeys add never change the counts.

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
    await makeOwnListings(browser, word, listings);
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

  test(
    'the filter panel folds away on phones and stays open on wide screens',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
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
    },
  );

  test(
    'type tabs show the types present, pick one, and stay while one is picked',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
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
    },
  );

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
