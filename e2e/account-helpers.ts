import type { Page } from '@playwright/test';
import { confirmationLinkFromMailbox, expect, STRONG_PASSWORD, uniqueEmail } from './fixtures';

/** Signs up a filmmaker through the page and confirms the address through the dev mailbox. */
export async function confirmedAccount(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email Confirmation Required')).toBeVisible();
  await page.goto(await confirmationLinkFromMailbox(page, email));
  await expect(page.getByText('Email confirmed!')).toBeVisible();
  return email;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
}
