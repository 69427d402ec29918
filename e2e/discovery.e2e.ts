import { card, cardTitles, countHeading, results, signInAsFilmmaker } from './discovery-helpers';
import { drawnInTheBrowser, expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Discovery journeys: home, search and location detail, as a visitor and signed in (product sections
// 1 and 2, architecture section 2). The demo data holds four locations with photos and reviews; searches
// that need more (pagination, filters) run on a dozen listings of their own, found by a word that
// only they contain, so listings other journeys add never change the counts.

test.describe('home', () => {
  test('shows the hero, the three steps, featured locations, owner links and testimonials', {
    tag: '@phone',
  }, async ({ page }) => {
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
