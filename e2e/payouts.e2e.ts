import { createListing, daysFromNow, fillCard, newPerson, pickDates } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { lookAt } from './look-at';

// Owners get paid (docs/decisions/0036): the owner sets up the built-in test payout account, a
// filmmaker books and pays (the service fee on its own line), the owner approves, the dev time travel
// ends the shoot and the 24 hours after it, and the payout shows as paid on /owner/payouts, in the
// owner's mailbox and in the CSV, with the same figures: 2 days at $250 = $500, SetSpot's 15% = $75,
// $425 to the owner; the filmmaker pays $500 + $50 service fee = $550.

const unique = (word: string) => `${word} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an owner sets up test payouts and is paid 24 hours after the shoot', async ({ browser }) => {
  test.setTimeout(360_000);
  const owner = await newPerson(browser, 'owner', 'Paula');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Fern');
  const title = unique('Payout studio');
  const locationId = await createListing(owner, title);
  // The owner opens Payouts from the sidebar: not set up yet, and told so on the dashboard.
  await owner.page.goto('/owner/dashboard');
  await expect(owner.page.getByText('Set up payouts to get paid')).toBeVisible();
  await owner.page.getByRole('link', { name: 'Set up payouts' }).click();
  await expect(owner.page).toHaveURL(/\/owner\/payouts$/);
  await expect(owner.page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(owner.page.getByText('Not set up')).toBeVisible();
  const form = owner.page.getByRole('form', { name: 'Test payout account' });
  await form.getByLabel('Account holder').fill('Paula Tester');
  await form.getByLabel('Routing number').fill('110000000');
  await form.getByLabel('Account number').fill('000111111113');
  await form.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(form.getByText(/could not be verified/)).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page);
  await lookAt(owner.page, 'payouts/payouts-setup', { fullPage: true });
  await form.getByLabel('Account number').fill('000123456789');
  await form.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(owner.page.getByText('Active', { exact: true })).toBeVisible();
  await expect(owner.page.getByText('bank account ending 6789')).toBeVisible();

  // The filmmaker books and pays; the booking fee, the service fee and the total are shown throughout.
  const page = filmmaker.page;
  const [start, end] = [daysFromNow(30), daysFromNow(31)];
  await page.goto(`/location/${locationId}`);
  const panel = page.getByRole('complementary', { name: 'Book this location' });
  await pickDates(page, start, end);
  const price = panel.getByRole('definition');
  await expect(price.filter({ hasText: '$500' }).first()).toBeVisible();
  await expect(price.filter({ hasText: /^\$50$/ })).toBeVisible();
  await expect(price.filter({ hasText: '$550' })).toBeVisible();
  await panel.getByRole('button', { name: 'Request to Book' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByText('Service fee')).toBeVisible();
  await expect(page.getByText('$550').first()).toBeVisible();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?booking_id=/);
  await expect(page.getByText('Service fee')).toBeVisible();
  await expect(page.getByText('$550')).toBeVisible();
  await lookAt(page, 'payouts/receipt', { fullPage: true });
  const bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';

  // The owner sees what they earn and approves.
  await owner.page.goto('/owner/bookings');
  const item = owner.page.getByRole('article').filter({ hasText: title });
  await expect(item.getByText("You earn $212.50 per day after SetSpot's 15% fee")).toBeVisible();
  await expect(item.getByText('$425')).toBeVisible();
  await lookAt(owner.page, 'payouts/approve', { fullPage: true });
  await item.getByRole('button', { name: /^Approve/ }).click();
  await expect(item.getByText('Confirmed')).toBeVisible();

  // Time travel: the shoot ended two days ago, so the 24 hours after its last day are over; the payout run goes.
  const done = await owner.page.request.post(`/dev/bookings/${bookingId}/complete?endedDaysAgo=2`);
  expect(done.status(), await done.text()).toBe(204);
  expect((await owner.page.request.post('/dev/payouts/run')).status()).toBe(204);

  await owner.page.goto('/owner/payouts');
  const payout = owner.page.getByRole('article', { name: 'Payout of $425, Paid' });
  await expect(payout).toBeVisible();
  const row = payout.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell')).toHaveText([title, /.+/, '$500', '−$75', '$425']);
  await expect(owner.page.getByRole('definition').filter({ hasText: '$425' }).first()).toBeVisible();
  // Nothing runs off the right edge, 390 px included (a long title wraps inside its cell).
  expect(await owner.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoSeriousA11yViolations(owner.page);
  await lookAt(owner.page, 'payouts/payouts-paid', { fullPage: true });

  const mail = await owner.page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(owner.email)}`);
  const { emails } = (await mail.json()) as { emails: { subject: string; text: string }[] };
  expect(emails.map((e) => e.subject)).toEqual(
    expect.arrayContaining(['Payouts set up', 'Your payout of $425.00 is on its way']),
  );
  const csv = await (await owner.page.request.get('/api/owner/payouts/statement.csv')).text();
  expect(csv).toContain(`"${bookingId}","${title}"`);
  expect(csv).toContain('"500.00","75.00","425.00"');
});
