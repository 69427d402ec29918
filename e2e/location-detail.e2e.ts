import { locationIdOf, signInAsFilmmaker, swipe } from './discovery-helpers';
import { DEMO_PASSWORD, drawnInTheBrowser, expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The location detail page (product section 2): the visitor's short view, the signed-in tabs beside
// the booking panel, the gallery and its viewer, and a missing location.

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

  test(
    'signed in: overview, features and reviews tabs beside the booking panel',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
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
    },
  );

  test(
    'the gallery: a large photo and smaller ones, a full-screen viewer with arrows, keys and swipes',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
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
    },
  );

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
