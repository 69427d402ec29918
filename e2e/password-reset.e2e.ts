import { confirmedAccount, logIn } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, STRONG_PASSWORD, test } from './fixtures';
import { lookAt } from './look-at';

const NEW_PASSWORD = 'Quiet-Lighthouse-Ferry-42';

test('a forgotten password is reset through the emailed link, which works once', async ({ page }) => {
  // A long journey (sign-up, confirmation, reset, three log-ins) on a shared two-core machine.
  test.setTimeout(90_000);
  const email = await confirmedAccount(page, 'reset');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'account/forgot-password-sent', { fullPage: true });

  // The link is mailed by a background job, just after the answer: look until it has arrived.
  const resetLinks = page.getByRole('link', { name: /reset-password/ });
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(resetLinks.first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const link = await resetLinks.first().getAttribute('href');
  if (!link) throw new Error('No reset link in the mailbox');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

  // The same strength rules as sign-up, with the server's reasons at the field.
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Repeat new password').fill('password123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/^Password is too weak: /).first()).toBeVisible();
  // Said once, at the field: no toast repeats it.
  await expect(page.getByText(/^Password is too weak: /)).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'account/reset-password-weak', { fullPage: true });

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password updated')).toBeVisible();

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Your SetSpot password was changed' })).toBeVisible();

  // The link has been used: opening it again says so and offers a new one.
  await page.goto(link);
  await expect(page.getByText('Link not valid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible();
  await lookAt(page, 'account/reset-password-used', { fullPage: true });
});
