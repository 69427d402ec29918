import { createListing, dayButtonName, daysFromNow, newPerson, requestAndPay } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const SHOTS = '/work/tmp/shots/availability';

test('an owner blocks days on the calendar page; the booking panel no longer offers them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = await newPerson(browser, 'owner', 'Olive');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Fran', 'Booker');
  const name = `Calendar Loft ${Date.now()}`;
  const id = await createListing(owner, name);
  const [first, last, booked] = [daysFromNow(12), daysFromNow(13), daysFromNow(16)];
  await requestAndPay(filmmaker, id, booked, booked);

  // Reached from My Listings.
  const page = owner.page;
  await page.goto('/owner/listings');
  await page.getByRole('link', { name: `Calendar ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Calendar: ${name}` })).toBeVisible();
  const grid = page.locator('.owner-calendar');
  const day = (date: string) => grid.getByRole('button', { name: dayButtonName(date) });
  for (let month = 0; month < 3 && !(await day(first).isVisible()); month++) {
    await grid.getByRole('button', { name: /next month/i }).click();
  }
  await expect(page.getByText('Fran Booker')).toBeVisible();
  await expect(day(booked)).toHaveAccessibleName(/requested by Fran Booker/);

  // Chosen with the keyboard: focus the first day, Enter, arrow right, Enter.
  await day(first).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByLabel('Note (optional)').fill('Family event');
  await page.getByRole('button', { name: 'Block these days', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blocked 2 days.' })).toBeVisible();
  await expect(day(first)).toHaveAccessibleName(/blocked: Family event/);
  await expect(day(last)).toHaveAccessibleName(/blocked: Family event/);
  await expect(
    page
      .getByRole('region', { name: 'Blocked days' })
      .getByText(/Family event/)
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/owner-calendar-${testInfo.project.name}.png`, fullPage: true });

  // Booking rules: saved and read back.
  await page.getByLabel('Minimum days per booking').fill('2');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking rules saved' })).toBeVisible();

  // The filmmaker's booking panel: the blocked days cannot be picked.
  const fpage = filmmaker.page;
  await fpage.goto(`/location/${id}`);
  await fpage.getByRole('button', { name: /^Dates/ }).click();
  const calendar = fpage.getByRole('dialog', { name: 'Choose booking dates' });
  for (
    let month = 0;
    month < 3 && !(await calendar.getByRole('button', { name: dayButtonName(first) }).isVisible());
    month++
  ) {
    await calendar.getByRole('button', { name: /next month/i }).click();
  }
  await expect(calendar.getByRole('button', { name: dayButtonName(first) })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: dayButtonName(last) })).toBeDisabled();
  await expect(calendar.getByText('This location is booked for at least 2 days at a time.')).toBeVisible();
  await fpage.screenshot({ path: `${SHOTS}/panel-blocked-${testInfo.project.name}.png`, fullPage: false });

  // Unblocking gives the days back.
  await day(first).click();
  await day(last).click();
  await page.getByRole('button', { name: 'Unblock these days', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unblocked 2 days.' })).toBeVisible();
  await expect(day(first)).toHaveAccessibleName(/open$/);
  await owner.context.close();
  await filmmaker.context.close();
});
