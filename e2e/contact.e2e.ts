import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { lookAt } from './look-at';

test('a visitor writes to support from /contact and sees it was sent', async ({ page }, testInfo) => {
  const subject = `Question from ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'profile/contact-errors');

  await page.getByLabel('Name').fill('Rosa Diaz');
  await page.getByLabel('Email').fill('rosa@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Do I need my own insurance for a two-day shoot?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your message has been sent.' })).toBeFocused();
  await lookAt(page, 'profile/contact-sent');

  await page.goto('/dev/mailbox?to=support%40setspot.local');
  await expect(page.getByText(subject).first()).toBeVisible();
});
