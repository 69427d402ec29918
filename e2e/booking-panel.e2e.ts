import { createListing, dayButtonName, newPerson } from './booking-helpers';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';

// The booking panel on a listing's page (product sections 2 and 4): what a visitor and the owner see
// instead of a request, and the calendar's first bookable day in the listing's zone.

const unique = (word: string) => `${word} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a visitor is asked to log in and comes back to the listing; owners get a note', {
  tag: '@phone',
}, async ({ page, browser }) => {
  // A listing of its own, open every day: the keyboard walk below never meets a held or closed day.
  const owner = await newPerson(browser, 'owner', 'Vera');
  const title = unique('Visitor loft');
  const id = await createListing(owner, title);
  await page.goto(`/location/${id}`);
  await expect(page.getByText('Please log in to make a booking')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill('filmmaker@setspot.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${id}$`));
  await expect(page.getByRole('button', { name: 'Request to Book' })).toBeDisabled();

  // The calendar by keyboard alone: open, pick two days with the arrows, back on the dates button.
  const dates = page.getByRole('button', { name: /^Dates/ });
  await dates.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choose booking dates' });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The first pick redraws the month (and, in the last week of a month, moves to the next one):
  // the next key waits for it, or it can land before focus is back on the picked day.
  await expect(calendar.getByText(/Now choose the last day/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dates).toBeFocused();
  await expect(dates).toHaveAccessibleName(/^Dates \w{3} \d+, \d{4} – \w{3} \d+, \d{4}$/);
  await expect(page.getByRole('button', { name: 'Request to Book' })).toBeEnabled();

  // Owners do not book: on their own listing they are told it is theirs.
  await owner.page.goto(`/location/${id}`);
  await expect(owner.page.getByText('This is your listing')).toBeVisible();
  await expect(owner.page.getByRole('button', { name: 'Request to Book' })).toHaveCount(0);
});

test('the calendar starts on the first day that can be booked, with its buttons in view', {
  tag: '@phone',
}, async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await newPerson(browser, 'owner', 'Hana');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Kai');
  // Honolulu is UTC-10 and Kiritimati UTC+14: a reader there is always a day ahead of the listing,
  // so the reader's today is the listing's tomorrow, while the listing's today cannot be booked.
  const id = await createListing(owner, unique('Island loft'), {
    city: 'Honolulu',
    state: 'HI',
    zip: '96813',
  });
  const context = await newAppContext(browser, {
    timezoneId: 'Pacific/Kiritimati',
    storageState: await filmmaker.context.storageState(),
  });
  const page = await context.newPage();
  await page.goto(`/location/${id}`);
  const dates = page.getByRole('button', { name: /^Dates/ });
  await dates.click();
  const calendar = page.getByRole('dialog', { name: 'Choose booking dates' });
  await expect(calendar.getByRole('grid').first()).toBeVisible();

  const listingToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu' }).format(new Date());
  const firstBookable = new Date(Date.parse(`${listingToday}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(dayButtonName(firstBookable));
  // 'Today' is the listing's today, which cannot be booked; the focused day is not called that.
  await expect(focused).not.toHaveAccessibleName(/^Today/);
  // (On the last day of a month there it is not shown: the calendar opens on the next month.)
  const listingTodayButton = calendar.getByRole('button', { name: /^Today, / });
  if ((await listingTodayButton.count()) > 0) await expect(listingTodayButton).toBeDisabled();

  // 'Clear dates' and 'Done' are on the screen; on phones the sheet leaves the top bar uncovered.
  for (const name of ['Clear dates', 'Done']) {
    await expect(calendar.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  if (test.info().project.name === 'mobile') {
    // (The modal sheet hides the rest of the page from the accessibility tree: found by its tag.)
    const topBar = await page.locator('body > #root header').first().boundingBox();
    const sheet = await calendar.boundingBox();
    expect(sheet!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);
  }
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(calendar.getByText(/Now choose the last day/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dates).toBeFocused();
  await context.close();
});
