import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { layoutShiftSum, recordLayoutShifts } from './layout-shifts';
import { expectMessage, logIn, signUpOwner } from './listing-helpers';

// Product section 2 'Dashboard layout', 'Owner dashboard' and the owner listings' delete refusal.
const OWNER = 'owner@setspot.example';
const FILMMAKER = 'filmmaker@setspot.example';

test('the owner dashboard shows counts, recent properties and booking requests', { tag: '@phone' }, async ({
  page,
}) => {
  await logIn(page, OWNER, DEMO_PASSWORD);
  // The page names the script files it needs in its head: the shell's four and its own. Small modules
  // that many pages share are in the shell (ADR 0029's amendment); before that, 39 files in all.
  const head = await (await page.request.get('/owner/dashboard')).text();
  expect(head.match(/rel="modulepreload"/g)?.length ?? 0).toBeLessThanOrEqual(18);
  // Layout shifts, recorded from the start: the payouts notice used to arrive after the figures and
  // push the page down (CLS 0.17 at phone width); now both come in one paint.
  await recordLayoutShifts(page);
  await page.goto('/owner/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Owner Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Properties')).toBeVisible();
  await expect(page.getByText('Set up payouts to get paid')).toBeVisible();
  expect(await layoutShiftSum(page)).toBeLessThan(0.02);
  await expect(page.getByText('Booking Requests', { exact: true })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Properties' }).getByRole('listitem');
  await expect(recent.first()).toBeVisible();
  expect(await recent.count()).toBeLessThanOrEqual(3);
  const requests = page.getByRole('region', { name: 'Recent Booking Requests' }).getByRole('listitem');
  await expect(requests.first()).toBeVisible();
  expect(await requests.count()).toBeLessThanOrEqual(5);
  await expectNoSeriousA11yViolations(page);
  await recent.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/owner\/listings$/);
  await expect(page.getByRole('link', { name: 'Add New Property' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A refusal shows the server's reason (here: an upcoming booking, answered by a stand-in server).
  const reason =
    'This listing has 1 upcoming confirmed booking, so it cannot be deleted yet. You can delete it once they have ended or been cancelled.';
  await page.route('**/api/locations/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message: reason } } })
      : route.fallback(),
  );
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, `Error deleting listing: ${reason}`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a new owner sees empty states that lead to the wizard', async ({ page }) => {
  await signUpOwner(page);
  await page.goto('/owner/dashboard');
  await expect(page.getByText('No properties yet')).toBeVisible();
  await expect(page.getByText('No booking requests yet')).toBeVisible();
  await page.getByRole('link', { name: 'List a property' }).first().click();
  await expect(page).toHaveURL(/\/list-property$/);
});

test(
  'the dashboard sidebar has the menus of the spec, toggles with Ctrl+B and remembers it',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/owner/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, OWNER, DEMO_PASSWORD);
    await page.goto('/owner/dashboard');
    const trigger = page.getByRole('button', { name: 'Toggle Sidebar' });
    const menu = page.getByRole('navigation', { name: 'Owner menu' });

    if (testInfo.project.name === 'mobile') {
      // Phones: an off-canvas sheet, closed until asked for.
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toHaveCount(0);
      await page.keyboard.press('Control+b');
      await expect(page.getByRole('dialog', { name: 'Owner menu' })).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText([
        'Dashboard',
        'My Listings',
        'Bookings',
        'Payouts',
        'Profile',
      ]);
      await expectNoSeriousA11yViolations(page);
      await menu.getByRole('link', { name: 'My Listings' }).click();
      await expect(page).toHaveURL(/\/owner\/listings$/);
      await expect(page.getByRole('dialog', { name: 'Owner menu' })).toHaveCount(0);
      return;
    }

    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'My Listings',
      'Bookings',
      'Payouts',
      'Profile',
    ]);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Control+b');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
    await page.reload();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Collapsed to icons, the links keep their names.
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/owner\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Meta+b');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  'a filmmaker gets the filmmaker menu around the filmmaker pages',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await logIn(page, FILMMAKER, DEMO_PASSWORD);
    await page.goto('/filmmaker/bookings');
    if (testInfo.project.name === 'mobile')
      await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const menu = page.getByRole('navigation', { name: 'Filmmaker menu' });
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'My Bookings', 'Profile']);
    await expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);
  },
);

test(
  "the owner sidebar's column runs down to the footer on a long page",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await logIn(page, OWNER, DEMO_PASSWORD);
    await page.goto('/owner/bookings');
    await expect(page.getByRole('article').first()).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      // Phones get the menu as a sheet, which runs the whole height of the screen once it has slid in.
      await page.keyboard.press('Control+b');
      const sheet = page.getByRole('dialog', { name: 'Owner menu' });
      await expect(sheet).toBeVisible();
      const height = page.viewportSize()!.height;
      await expect
        .poll(async () => {
          const box = await sheet.boundingBox();
          return box ? Math.round(box.y) === 0 && box.y + box.height >= height - 1 : false;
        })
        .toBe(true);
      return;
    }
    const { backgroundBottom, footerTop, pageHeight } = await page.evaluate(() => {
      // The box that paints the sidebar's background: the menu itself, or the column around it.
      let painted: HTMLElement | null = document.getElementById('dashboard-sidebar');
      while (painted && getComputedStyle(painted).backgroundColor === 'rgba(0, 0, 0, 0)') {
        painted = painted.parentElement;
      }
      const footer = document.querySelector('footer');
      return {
        backgroundBottom: (painted?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
        footerTop: (footer?.getBoundingClientRect().top ?? 0) + window.scrollY,
        pageHeight: document.documentElement.scrollHeight,
      };
    });
    expect(pageHeight).toBeGreaterThan(page.viewportSize()!.height * 1.5);
    expect(Math.abs(backgroundBottom - footerTop)).toBeLessThanOrEqual(1);
  },
);
