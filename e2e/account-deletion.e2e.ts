import fs from 'node:fs';
import { confirmedAccount, logIn } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, STRONG_PASSWORD, test } from './fixtures';
import { lookAt } from './look-at';

test('a person downloads their data, then deletes the account and is signed out at /', {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const email = await confirmedAccount(page, 'delete');
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/filmmaker/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Account actions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'account/account-actions', { fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.bookings).toEqual([]);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('Your listings are withdrawn from search.')).toBeVisible();
  await dialog.getByLabel('Your password').fill('Not-The-Password-7');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('That password is not correct')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'account/delete-dialog');

  await dialog.getByLabel('Your password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await lookAt(page, 'account/deleted-home');

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
