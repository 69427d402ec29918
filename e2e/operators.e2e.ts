import type { Browser, Page } from '@playwright/test';
import { createListing, daysFromNow, newPerson, type Person, requestAndPay } from './booking-helpers';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { lookAt } from './look-at';

/** The demo operator (seeded in development only, ADR 0038), signed in in a context of its own. */
async function operator(browser: Browser): Promise<Page> {
  const context = await newAppContext(browser);
  const page = await context.newPage();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@setspot.example', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return page;
}

async function approve(owner: Person, bookingId: string) {
  const answer = await owner.page.request.post(`/api/bookings/${bookingId}/approve`);
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a filmmaker reports a listing; an operator hides it and suspends its owner, whose renters are refunded', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const owner = await newPerson(browser, 'owner', 'Mallory');
  const renter = await newPerson(browser, 'filmmaker', 'Rita');
  const reporter = await newPerson(browser, 'filmmaker', 'Quinn');
  const title = `Too Good Loft ${info.project.name} ${Date.now() % 100_000}`;
  const listingId = await createListing(owner, title);
  const day = 40 + (Date.now() % 200);
  const bookingId = await requestAndPay(renter, listingId, daysFromNow(day), daysFromNow(day + 1));
  await approve(owner, bookingId);

  // The reporter flags the listing from its page.
  await reporter.page.goto(`/location/${listingId}`);
  await reporter.page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = reporter.page.getByRole('alertdialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await dialog.getByLabel('Scam or fraud').check();
  await dialog.getByLabel('Details').fill('The owner asked me to pay by wire transfer.');
  await expectNoSeriousA11yViolations(reporter.page);
  await lookAt(reporter.page, 'operators/report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Thank you. Our team will look at your report.')).toBeVisible();

  // The operator finds it in the queue, with its context, and hides the listing.
  const admin = await operator(browser);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // The figures and the chart (its library loaded with it alone) come once the 30 days are summed.
  await expect(admin.getByTestId('bookings-chart').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await lookAt(admin, 'operators/overview', { fullPage: true });
  await admin.getByRole('link', { name: /Open reports/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const card = admin.getByRole('article', { name: `Report of listing ${title}` });
  await expect(card.getByText('The owner asked me to pay by wire transfer.')).toBeVisible();
  // The server marks the console noindex from the page manifest (ADR 0043).
  await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(admin);
  await lookAt(admin, 'operators/report-queue', { fullPage: true });
  await card.getByLabel('Action').selectOption('hide_content');
  await card.getByLabel('Note').fill('Off-platform payment scam');
  await card.getByRole('button', { name: 'Resolve report' }).click();
  await expect(admin.getByText('Report resolved; the reporter was told')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The listing page for the operator: hidden; its owner's page: suspend.
  await admin.goto(`/admin/listings/${listingId}`);
  await expect(admin.getByText('Hidden', { exact: true })).toBeVisible();
  await admin.getByRole('link', { name: owner.email }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Mallory Tester' })).toBeVisible();
  await admin.getByRole('button', { name: 'Suspend' }).click();
  const suspend = admin.getByRole('alertdialog', { name: 'Suspend Mallory Tester?' });
  await suspend.getByLabel('Reason').fill('Scam listings reported by filmmakers');
  await lookAt(admin, 'operators/suspend-dialog');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText('Account suspended')).toBeVisible();
  await expect(admin.getByText('Suspended: Scam listings reported by filmmakers')).toBeVisible();
  await expect(admin.getByRole('cell', { name: /cancelled · refunded/ })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await lookAt(admin, 'operators/user-suspended', { fullPage: true });

  // The owner's session ended at once; signing in again is refused with the words.
  expect((await owner.page.request.get('/api/me/profile')).status()).toBe(401);
  await owner.page.goto('/login');
  await owner.page.getByLabel('Email').fill(owner.email);
  await owner.page.getByLabel('Password').fill('Correct-Horse-Battery-9');
  await owner.page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(owner.page.getByText('Your account is suspended. Contact support.')).toBeVisible();

  // The renter was refunded in full and emailed; the listing is gone for everyone.
  const mine = await renter.page.request.get('/api/me/bookings');
  const booking = (
    (await mine.json()) as { items: { id: string; status: string; paymentStatus: string }[] }
  ).items.find((b) => b.id === bookingId);
  expect(booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  await renter.page.goto(`/dev/mailbox?to=${encodeURIComponent(renter.email)}`);
  await expect(renter.page.getByText('The owner’s account was suspended by SetSpot.').first()).toBeVisible();
  expect((await renter.page.request.get(`/api/locations/${listingId}`)).status()).toBe(404);

  // Every step is on record.
  await admin.goto('/admin/audit');
  for (const action of ['user.suspend', 'report.resolve', 'listing.hide']) {
    await expect(admin.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(admin);
  await lookAt(admin, 'operators/audit-log', { fullPage: true });
});
