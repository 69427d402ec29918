import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { lookAt } from './look-at';

// Scouting journeys (ADR 0041): production filters with their counts, the map with price pills on
// the shipped offline basemap (WebGL drawn by the CPU), and results that follow the map. Runs on
// the demo data: of its four listings, two in Los Angeles have a ceiling of 12 ft or more and
// parking for 2 or more; the map's box keeps other journeys' listings out.

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const map = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const countHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `${count} Location(s) (showing page results)` });

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show Filters' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
}

test(
  'filter by ceiling height and parking, see the map, move it and the results follow',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const phone = testInfo.project.name === 'mobile';
    // Los Angeles only: other journeys add listings elsewhere.
    await page.goto('/search?bbox=-118.45,33.9,-118.1,34.15');
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    // A link with a map's area, the map closed: the list says it is cut to that area.
    await expect(results(page).getByText('Only listings in the map area you chose are shown.')).toBeVisible();

    await openFilters(page);
    const ceiling = page.getByLabel('Ceiling height');
    // Counts beside each choice, for the current search.
    await expect(ceiling.locator('option', { hasText: '12 ft or more (2)' })).toHaveCount(1);
    await ceiling.selectOption('12');
    await page.getByLabel('Parking', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/minCeiling=12/);
    await expect(page).toHaveURL(/minParking=2/);
    await expect(countHeading(page, 2)).toBeVisible();
    await expect(results(page).getByRole('heading', { name: 'Raw Brick Warehouse' })).toBeVisible();
    await expect(results(page).getByRole('heading', { name: 'Sunlit Industrial Loft' })).toBeVisible();

    await page.getByRole('button', { name: phone ? 'Map' : 'Show map', exact: true }).click();
    await expect(map(page).locator('canvas.maplibregl-canvas')).toBeVisible();
    // The two listings are a few miles apart: two price pills, or one cluster of two.
    await expect(map(page).locator('[data-pin], button[aria-label^="2 locations"]').first()).toBeVisible();
    await expect(map(page).getByText('US Census Bureau')).toBeVisible();
    if (phone) await expect(results(page)).toBeHidden();
    else await expect(results(page)).toBeVisible();
    if (!phone) {
      // Hovering a card lifts its pill; hovering a pill rings its card.
      const firstCard = results(page).getByRole('article').first();
      await firstCard.hover();
      await expect(map(page).locator('[data-pin][data-active]')).toHaveCount(1);
      await page.mouse.move(0, 0);
      await expect(map(page).locator('[data-pin][data-active]')).toHaveCount(0);
      const pill = map(page).locator('[data-pin]').first();
      await pill.hover();
      await expect(results(page).locator('[data-active]')).toHaveCount(1);
    }
    await page.waitForTimeout(500);
    await lookAt(page, 'scouting/search-map');
    await expectNoSeriousA11yViolations(page);

    // The box is in the URL already, so 'Search as I move the map' is on: drag Los Angeles out of view.
    const searchAsMove = page.getByLabel('Search as I move the map');
    await expect(searchAsMove).toBeChecked();
    const before = new URL(page.url()).searchParams.get('bbox');
    const canvas = map(page).locator('canvas.maplibregl-canvas');
    const box = (await canvas.boundingBox())!;
    const y = box.y + box.height * 0.6;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width * (0.2 + 0.07 * step), y);
    }
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(before);
    if (phone) await page.getByRole('button', { name: 'List' }).click();
    await expect(countHeading(page, 0)).toBeVisible();
    await expect(page).toHaveURL(/minCeiling=12/);
    if (phone) {
      // The list shows the box the map was left at, and says so while the map is out of sight.
      await page.getByRole('button', { name: 'Clear map area' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('bbox')).toBe(false);
      await expect(results(page).getByRole('heading', { name: 'Raw Brick Warehouse' })).toBeVisible();
      await expect(page.getByText('Only listings in the map area you chose are shown.')).toHaveCount(0);
    } else {
      // 'Hide map' takes the box with it: the list no longer follows a map that is gone.
      await page.getByRole('button', { name: 'Hide map' }).click();
      await expect(map(page)).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).searchParams.has('bbox')).toBe(false);
      await expect(page).toHaveURL(/minCeiling=12/);
      await expect(results(page).getByRole('heading', { name: 'Raw Brick Warehouse' })).toBeVisible();
      await expect(results(page).getByRole('heading', { name: 'Sunlit Industrial Loft' })).toBeVisible();
      await lookAt(page, 'scouting/map-hidden');
    }
  },
);

test('near a city, nearest first, each card says how far', async ({ page }) => {
  await page.goto('/search?minCeiling=12&minParking=2');
  await openFilters(page);
  await page.getByLabel('Near', { exact: true }).fill('Los Angeles, CA');
  await page.getByLabel('Radius').selectOption('10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/near=Los\+Angeles%2C\+CA|near=Los%20Angeles%2C%20CA/);
  await expect(page).toHaveURL(/radius=10/);
  await page.getByLabel('Sort by:').selectOption('distance');
  await expect(page).toHaveURL(/sort=distance/);
  const first = results(page).getByRole('article').first();
  await expect(first.getByText(/^\d+(\.\d)? mi$/)).toBeVisible();
  await expect(countHeading(page, 2)).toBeVisible();
  await lookAt(page, 'scouting/near', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
