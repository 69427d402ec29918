import type { Page } from '@playwright/test';
import {
  checkoutSession,
  createListing,
  daysFromNow,
  fillCard,
  newPerson,
  pickDates,
  requestAndPay,
} from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectMessage } from './listing-helpers';

// Booking journeys (product sections 2, 4, 5 and 8; architecture section 2): request and pay with the built-in
// test checkout, the owner's answer, a declined card, a cancellation with its refund, a rejection.
// Every journey has its own owner, filmmaker and listing, so journeys running side by side never meet.

const unique = (word: string) => `${word} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
const bookingCard = (page: Page, title: string) => page.getByRole('article', { name: title });
// The filmmaker's tabs are links, one address each (filmmaker-bookings-page.tsx).
const bookingTabs = (page: Page) => page.getByRole('navigation', { name: 'Bookings by time' });

test('a filmmaker books with the test card, the owner approves and the filmmaker is told', {
  tag: '@phone',
}, async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await newPerson(browser, 'owner', 'Olive');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Frank');
  const title = unique('Booking loft');
  const locationId = await createListing(owner, title);
  const [start, end] = [daysFromNow(20), daysFromNow(22)];

  // The panel: nothing to submit until both days are chosen.
  const page = filmmaker.page;
  await page.goto(`/location/${locationId}`);
  const panel = page.getByRole('complementary', { name: 'Book this location' });
  const submit = panel.getByRole('button', { name: 'Request to Book' });
  await expect(submit).toBeDisabled();
  await expect(panel.getByText('Please select booking dates')).toBeVisible();
  await expect(panel.getByLabel('Crew size')).toHaveValue('1');
  await pickDates(page, start, end);
  await expect(panel.getByRole('definition').filter({ hasText: '$750' }).first()).toBeVisible();
  await expect(panel.getByText('$250 × 3 days')).toBeVisible();
  // The service fee on its own line (10% by default), and the total charged.
  await expect(panel.getByRole('definition').filter({ hasText: '$75' }).first()).toBeVisible();
  await expect(panel.getByRole('definition').filter({ hasText: '$825' })).toBeVisible();
  await panel.getByLabel('Project details').fill('Music video, night exteriors');
  await panel.getByLabel('Crew size').fill('6');
  await panel.getByLabel('Special requests').fill('Load-in through the back door');
  await expectNoSeriousA11yViolations(page);
  await submit.click();

  // The test checkout: like a hosted page, with the amount and the stay.
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByText('$750').first()).toBeVisible();
  await expect(page.getByText('$825').first()).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(
    page.getByText('Your card is authorized now and charged only when the owner approves your request.'),
  ).toBeVisible();
  await fillCard(page, '4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Expiration date')).toHaveValue('12 / 34');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?booking_id=/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText('Thank you for booking with us')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('1 Test Street, Austin, TX')).toBeVisible();
  await expect(page.getByText('Pending Approval')).toBeVisible();
  // The spec's heading stays, and under it: not confirmed until the owner approves, and by when.
  await expect(
    page.getByText('Not confirmed yet: the owner still has to approve your request.'),
  ).toBeVisible();
  await expect(
    page.getByText(/They have until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC to answer/),
  ).toBeVisible();
  await expect(page.getByText('$750')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The owner approves from the dashboard's latest requests.
  await owner.page.goto('/owner/dashboard');
  const requests = owner.page.getByRole('region', { name: 'Recent Booking Requests' });
  const request = requests.getByRole('listitem').filter({ hasText: title });
  await expect(request.getByText('Pending Approval')).toBeVisible();
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expectMessage(owner.page, 'Booking approved');
  await expect(request.getByText('Confirmed')).toBeVisible();

  // The filmmaker sees it confirmed, and the email says so.
  await page.getByRole('link', { name: 'View My Bookings' }).click();
  await expect(page).toHaveURL(/\/filmmaker\/bookings$/);
  await expect(bookingTabs(page).getByRole('link', { name: 'Upcoming (1)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bookingCard(page, title).getByText('Confirmed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(filmmaker.email)}`);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: title })
      .filter({ hasText: /approved|confirmed/i })
      .first(),
  ).toBeVisible();
});

test('a declined card is shown on the checkout, and payment can be tried again', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await newPerson(browser, 'owner', 'Dora');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Dean');
  const title = unique('Declined studio');
  const locationId = await createListing(owner, title);
  const page = filmmaker.page;
  const created = await page.request.post('/api/bookings', {
    data: { locationId, startDate: daysFromNow(30), endDate: daysFromNow(30) },
  });
  expect(created.status()).toBe(201);
  const { booking } = await created.json();

  await page.goto(`/test-checkout/${await checkoutSession(page.request, booking.id)}`);
  await fillCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: /Use test card 4000 0000 0000 0002/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();

  // Giving up on the checkout: nothing was charged, and the request can still be paid.
  await page.getByRole('link', { name: 'Cancel and return to SetSpot' }).click();
  await expect(page).toHaveURL(/\/payment-canceled\?booking_id=/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('nothing was charged')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Try payment again' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await fillCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }),
  ).toBeVisible();
});

test('a filmmaker cancels a confirmed booking after seeing the refund', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await newPerson(browser, 'owner', 'Cora');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Cal');
  const title = unique('Refund warehouse');
  const locationId = await createListing(owner, title);
  const bookingId = await requestAndPay(filmmaker, locationId, daysFromNow(15), daysFromNow(16));
  expect((await owner.page.request.post(`/api/bookings/${bookingId}/approve`)).status()).toBe(200);

  const page = filmmaker.page;
  await page.goto('/filmmaker/dashboard');
  await expect(page.getByText('Upcoming Shoots')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Bookings' })).toBeVisible();
  await expect(bookingCard(page, title).getByRole('link', { name: /^View Location/ })).toHaveAttribute(
    'href',
    `/location/${locationId}`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'View All Bookings' }).click();

  const card = bookingCard(page, title);
  await expect(card).toBeVisible();
  // Nothing runs off the right edge (390 px too): the tab row and the cards keep the page's margins.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  // (The page's own margin is 16 px on phones.)
  for (const box of [await bookingTabs(page).boundingBox(), await card.boundingBox()]) {
    expect(box!.x + box!.width).toBeLessThanOrEqual(width - 16);
  }
  await card.getByRole('button', { name: /^Cancel booking/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  // Two days at $250, at least 7 days ahead: the whole booking fee comes back, the $50 service fee stays.
  await expect(dialog.getByText('Refund: $500')).toBeVisible();
  await expect(
    dialog.getByText('100% of the booking fee, out of the $550 you paid. The service fee is not refunded.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expectMessage(page, 'Booking cancelled successfully');
  // A cancelled booking is not upcoming any more: it is under Past (the spec's tabs have no other).
  await expect(bookingTabs(page).getByRole('link', { name: 'Upcoming (0)' })).toBeVisible();
  await bookingTabs(page).getByRole('link', { name: 'Past (1)' }).click();
  // Exact: the claim panel below the badge, once its query answers, starts "Cancelled because of a…".
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: '$500' })).toHaveCount(2);
  await expect(card.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
});

test('the owner rejects a request with a reason and the filmmaker reads it', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await newPerson(browser, 'owner', 'Rhea');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Remy', 'Rivera');
  const title = unique('Reject cafe');
  const locationId = await createListing(owner, title);
  await requestAndPay(filmmaker, locationId, daysFromNow(40), daysFromNow(41));

  const page = owner.page;
  await page.goto('/owner/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const item = page.getByRole('article', { name: `Remy Rivera, ${title}` });
  await expect(item.getByText('Short film, two scenes')).toBeVisible();
  await expect(item.getByText('Card authorized, charged on approval')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: /^Reject/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject this booking request?' });
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(dialog.getByText('Please provide a reason for rejection')).toBeVisible();
  await dialog.getByLabel('Reason for rejection').fill('The space is being repainted that week.');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expectMessage(page, 'Booking rejected');
  await expect(item.getByText('Rejected', { exact: true })).toBeVisible();
  // A rejected request has no reviews block to show: nothing empty (a lone divider) closes its card.
  expect(
    await item.evaluate(
      (card) =>
        Array.from(card.children).filter(
          (part) => part.getClientRects().length > 0 && (part.textContent ?? '').trim() === '',
        ).length,
    ),
  ).toBe(0);
  await page.getByLabel('Status').selectOption('rejected');
  await expect(page).toHaveURL(/status=rejected/);
  await expect(item).toBeVisible();

  await filmmaker.page.goto('/filmmaker/bookings?tab=all');
  const card = bookingCard(filmmaker.page, title);
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByText('The space is being repainted that week.')).toBeVisible();
});
