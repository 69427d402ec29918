import {
  createListing,
  dayButtonName,
  daysFromNow,
  fillCard,
  newPerson,
  requestAndPay,
} from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { lookAt } from './look-at';

test('an owner blocks days on the calendar page; the booking panel no longer offers them', {
  tag: '@phone',
}, async ({ browser }) => {
  test.setTimeout(300_000);
  const owner = await newPerson(browser, 'owner', 'Olive');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Fran', 'Booker');
  const name = `Calendar Loft ${Date.now()}`;
  const id = await createListing(owner, name);
  const [first, last, booked] = [daysFromNow(12), daysFromNow(13), daysFromNow(16)];
  await requestAndPay(filmmaker, id, booked, booked);

  // Before: a date search for those days finds the listing.
  const search = `/search?q=${encodeURIComponent(name)}&from=${first}&to=${last}`;
  // Found through the API first (the new listing reaches the index through the change feed; a page
  // load can take seconds on a busy machine), then seen on the page.
  const dateSearchTotal = async () => {
    const answer = await filmmaker.page.request.get(`/api/locations${search.slice('/search'.length)}`);
    return ((await answer.json()) as { total: number }).total;
  };
  await expect.poll(dateSearchTotal, { timeout: 15_000 }).toBe(1);
  await filmmaker.page.goto(search);
  await expect(filmmaker.page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });

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
  await lookAt(page, 'availability/owner-calendar', { fullPage: true });

  // Date search no longer finds it for those days (the change feed reaches the index within a second).
  // Polled through the API (a page load can take seconds on a busy machine), then seen on the page.
  await expect.poll(dateSearchTotal, { timeout: 15_000 }).toBe(0);
  await filmmaker.page.goto(search);
  await expect(filmmaker.page.getByText('No locations found')).toBeVisible({ timeout: 30_000 });
  await expect(filmmaker.page.getByRole('heading', { name })).toHaveCount(0);
  await lookAt(filmmaker.page, 'availability/date-search-blocked');

  // Booking rules: saved and read back.
  await page.getByLabel('Minimum days per booking').fill('2');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking rules saved' })).toBeVisible();
  // That answer speaks of the values sent: it goes once one changes (here changed and put back).
  await page.getByLabel('Maximum days per booking').fill('30');
  await expect(page.getByText('Booking rules saved')).toHaveCount(0);
  await page.getByLabel('Maximum days per booking').fill('90');

  // The filmmaker's booking panel: the blocked days cannot be picked.
  const fpage = filmmaker.page;
  // Nor come picked from a link with them (an older search's): none are, and the panel says why.
  await fpage.goto(`/location/${id}?from=${first}&to=${last}`);
  const bookingPanel = fpage.getByRole('complementary', { name: 'Book this location' });
  await expect(
    bookingPanel
      .getByRole('alert')
      .filter({ hasText: 'Those dates are not available. Please choose other dates.' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(bookingPanel.getByRole('button', { name: /^Dates Choose start and end dates/ })).toBeVisible();
  await expect(bookingPanel.getByText(/\$\d+ × \d+ days?/)).toHaveCount(0);
  await expect(bookingPanel.getByRole('button', { name: 'Request to Book' })).toBeDisabled();
  await lookAt(fpage, 'availability/panel-linked-dates-taken');
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
  await lookAt(fpage, 'availability/panel-blocked');

  // The private iCal feed: made here, readable without a session, and a new link ends the old.
  await page.getByRole('button', { name: 'Make a link' }).click();
  const feedField = page.getByLabel('Private feed link');
  await expect(feedField).toHaveValue(/\/api\/calendar-feeds\/.+\.ics$/);
  const feedUrl = await feedField.inputValue();
  const feed = await filmmaker.page.request.get(feedUrl);
  expect(await feed.text()).toContain('SUMMARY:Blocked');
  await page.getByRole('button', { name: 'Make a new link' }).click();
  await expect(feedField).not.toHaveValue(feedUrl);
  expect((await filmmaker.page.request.get(feedUrl)).status()).toBe(404);

  // Unblocking gives the days back.
  await day(first).click();
  await day(last).click();
  await page.getByRole('button', { name: 'Unblock these days', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unblocked 2 days.' })).toBeVisible();
  await expect(day(first)).toHaveAccessibleName(/open$/);
  await owner.context.close();
  await filmmaker.context.close();
});

test('a filmmaker searches dates, opens a result with them picked, books instantly and sees Confirmed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await newPerson(browser, 'owner', 'Ines');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Dana', 'Shooter');
  const name = `Instant Studio ${Date.now()}`;
  const id = await createListing(owner, name);
  // The owner turns Instant Book on in the listing's edit form (the wizard's pricing step).
  await owner.page.goto(`/edit-property/${id}?step=4`);
  const instantSwitch = owner.page.getByRole('switch', { name: 'Instant Book' });
  // The pricing step's code loads after the page: slow on a busy machine.
  await expect(instantSwitch).not.toBeChecked({ timeout: 30_000 });
  await instantSwitch.click();
  await expect(instantSwitch).toBeChecked();
  await lookAt(owner.page, 'availability/wizard-instant', { fullPage: true });
  await owner.page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(owner.page).toHaveURL(/\/owner\/listings$/, { timeout: 30_000 });
  const [first, last] = [daysFromNow(25), daysFromNow(26)];

  // The home page's quick search, with dates.
  const page = filmmaker.page;
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search by city, state, or location name' }).fill(name);
  await page.getByLabel('First day').fill(first);
  await page.getByLabel('Last day').fill(last);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${first}&to=${last}`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The card prices the dates ($250 a day, two days) and wears the 'Instant Book' badge.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('$500 for 2 days')).toBeVisible();
  await expect(card.getByText('Instant Book', { exact: true })).toBeVisible();
  // The filters show the dates, and Instant Book only keeps it.
  await expect(page.getByLabel('First day')).toHaveValue(first);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'availability/date-search');

  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/location/${id}\\?from=${first}&to=${last}`));
  await expect(
    page.locator('section[aria-labelledby="location-name"]').getByText('Instant Book', { exact: true }),
  ).toBeVisible();
  await lookAt(page, 'availability/instant-listing');
  const panel = page.getByRole('complementary', { name: 'Book this location' });
  await expect(panel.getByText('Instant Book', { exact: true })).toBeVisible();
  await expect(panel.getByText('$250 × 2 days')).toBeVisible();
  await lookAt(panel, 'availability/instant-panel');
  await panel.getByRole('button', { name: 'Request to Book' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  // The checkout says paying confirms and charges at once, not that the owner will approve.
  await expect(
    page.getByText(
      'Instant Book: your booking is confirmed and your card charged as soon as you pay, with no approval step.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/charged only when the owner approves/)).toHaveCount(0);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?booking_id=/);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your booking is confirmed and paid: no approval step is needed.'),
  ).toBeVisible();
  await expect(page.getByText('The location owner will review your booking request.')).toHaveCount(0);
  await lookAt(page, 'availability/instant-confirmed');
  await owner.context.close();
  await filmmaker.context.close();
});
