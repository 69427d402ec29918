import { createListing, daysFromNow, newPerson, type Person, requestAndPay } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { lookAt } from './look-at';

// Reviews (ADR 0015): two-way and double-blind. The filmmaker reviews the listing from a past booking,
// the owner reviews the filmmaker from their bookings page; neither review shows until both are in.
// Then the owner replies, and the owner's review of the filmmaker is shown with the next request.

const HIDDEN_NOTE =
  'Your review will be shown when the other side has reviewed too, or 14 days after the booking ended.';
const unique = (word: string) => `${word} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A booking made, paid, approved, then moved into the past and completed (dev time travel). */
async function completedBooking(owner: Person, filmmaker: Person, locationId: string) {
  const id = await requestAndPay(filmmaker, locationId, daysFromNow(30), daysFromNow(31));
  const approved = await owner.page.request.post(`/api/bookings/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const completed = await owner.page.request.post(`/dev/bookings/${id}/complete`);
  expect(completed.status()).toBe(204);
  return id;
}

test('a review from a completed booking appears after both sides review', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await newPerson(browser, 'owner', 'Olive');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Finn');
  const title = unique('Review loft');
  const locationId = await createListing(owner, title);
  await completedBooking(owner, filmmaker, locationId);

  // The filmmaker: Past bookings offer 'Leave a review', which opens the form on the listing's page.
  const page = filmmaker.page;
  await page.goto('/filmmaker/bookings?tab=past');
  await page.getByRole('link', { name: `Leave a review: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${locationId}\\?bookingId=`));
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Leave a review' });
  const submit = form.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  // The page opens at the form, below the photos and the panel, with focus on it.
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
  // Keyboard: Tab into the stars, arrows choose (radio group semantics).
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Comment (optional)').fill('Beautiful north light, easy load-in.');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'reviews/review-form', { fullPage: true });
  await submit.click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(page.getByText(HIDDEN_NOTE, { exact: false })).toBeVisible();
  // Hidden: the author sees their own review, marked; it does not count yet.
  await expect(page.getByRole('heading', { name: 'Reviews (0)' })).toBeVisible();
  await expect(page.getByText('Only you can see this review until it is published.')).toBeVisible();
  await lookAt(page, 'reviews/review-hidden', { fullPage: true });

  // The owner does not see it yet; they review the filmmaker from their bookings page.
  const ownerPage = owner.page;
  await ownerPage.goto(`/location/${locationId}`);
  await ownerPage.getByRole('tab', { name: 'Reviews' }).click();
  await expect(ownerPage.getByText('No reviews yet.')).toBeVisible();
  await ownerPage.goto('/owner/bookings?status=completed');
  const booking = ownerPage.getByRole('article', { name: `Finn Tester, ${title}` });
  await booking.getByRole('button', { name: 'Review Finn Tester' }).click();
  const ownerForm = booking.getByRole('form', { name: 'Review Finn Tester' });
  await ownerForm.getByRole('radio', { name: '5 stars' }).click();
  await ownerForm.getByLabel('Comment (optional)').fill('Careful crew, left the space spotless.');
  await ownerForm.getByRole('button', { name: 'Submit Review' }).click();
  await expect(ownerPage.getByText('Review submitted successfully!')).toBeVisible();
  await expect(booking.getByText('You reviewed this booking. Your review is published.')).toBeVisible();
  await lookAt(ownerPage, 'reviews/owner-reviewed-filmmaker', { fullPage: true });

  // Both are in: the listing review is public, counted, and the owner replies once.
  await ownerPage.goto(`/location/${locationId}`);
  await ownerPage.getByRole('tab', { name: 'Reviews' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
  await expect(ownerPage.getByText('4.0', { exact: true })).toBeVisible();
  await expect(ownerPage.getByText('Beautiful north light, easy load-in.')).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Reply' }).click();
  await ownerPage.getByLabel('Your reply to Finn Tester').fill('Thank you, Finn. Come back soon!');
  await ownerPage.getByRole('button', { name: 'Post Reply' }).click();
  await expect(ownerPage.getByText('Response from the owner')).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(ownerPage);
  await lookAt(ownerPage, 'reviews/review-with-reply', { fullPage: true });

  // The filmmaker sees it published, with the reply; the form gives way to the review's status.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
  await expect(page.getByText('You reviewed this booking. Your review is published.')).toBeVisible();
  await expect(page.getByText('Thank you, Finn. Come back soon!')).toBeVisible();
  await expect(page.getByText('Only you can see this review until it is published.')).toHaveCount(0);

  // A new request from the filmmaker shows the owner what owners wrote about them.
  await requestAndPay(filmmaker, locationId, daysFromNow(40), daysFromNow(41));
  await ownerPage.goto('/owner/bookings?status=pending');
  const request = ownerPage.getByRole('article', { name: `Finn Tester, ${title}` });
  await expect(
    request.getByRole('heading', { name: 'Reviews of Finn Tester from owners (1)' }),
  ).toBeVisible();
  await expect(request.getByText('Careful crew, left the space spotless.')).toBeVisible();
  await lookAt(ownerPage, 'reviews/renter-reviews-on-request', { fullPage: true });
});
