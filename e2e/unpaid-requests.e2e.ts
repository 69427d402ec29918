import { createListing, daysFromNow, fillCard, newPerson, pickDates } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// A request whose checkout was left is the filmmaker's alone (ADR 0011): 'Awaiting Payment' with
// Pay now for them, nothing at all for the owner, until the card is held.
test('a request left at the checkout awaits payment, unseen by the owner until it is paid', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await newPerson(browser, 'owner', 'Ursula');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Ulric');
  const title = `Unpaid loft ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const locationId = await createListing(owner, title);

  const page = filmmaker.page;
  await page.goto(`/location/${locationId}`);
  await pickDates(page, daysFromNow(25), daysFromNow(26));
  await page
    .getByRole('complementary', { name: 'Book this location' })
    .getByRole('button', { name: 'Request to Book' })
    .click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('link', { name: 'Cancel and return to SetSpot' }).click();
  await expect(page).toHaveURL(/\/payment-canceled\?booking_id=/);

  await page.goto('/filmmaker/bookings');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Awaiting Payment')).toBeVisible();
  await expect(card.getByText('Pending Approval')).toHaveCount(0);
  await expect(card.getByText(/Not sent to the owner yet/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The owner: no request in the list, none on the dashboard, nothing counted.
  await owner.page.goto('/owner/bookings');
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(owner.page.getByText(title)).toHaveCount(0);
  await owner.page.goto('/owner/dashboard');
  const requests = owner.page.getByRole('region', { name: 'Recent Booking Requests' });
  await expect(requests).toBeVisible();
  await expect(requests.getByText(title)).toHaveCount(0);
  await expect(owner.page.getByText('0 awaiting your answer')).toBeVisible();

  // Pay now re-opens the checkout; once the card is held the request goes to the owner.
  await card.getByRole('button', { name: `Pay now for ${title}` }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?booking_id=/);
  await page.goto('/filmmaker/bookings');
  await expect(card.getByText('Pending Approval')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);

  await owner.page.goto('/owner/bookings');
  await expect(owner.page.getByRole('article', { name: `Ulric Tester, ${title}` })).toBeVisible();
});
