import type { Browser, Page } from '@playwright/test';
import { createListing, newPerson, sendMessage, userIdOf } from './booking-helpers';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { lookAt } from './look-at';

async function operator(browser: Browser): Promise<Page> {
  const page = await (await newAppContext(browser)).newPage();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@setspot.example', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return page;
}

test(
  'an owner reports a filmmaker and their message from the conversation; the operator resolves them and the owner is told',
  { tag: '@phone' },
  async ({ browser }, info) => {
    test.setTimeout(240_000);
    const owner = await newPerson(browser, 'owner', 'Olga');
    const pest = await newPerson(browser, 'filmmaker', 'Pete');
    const locationId = await createListing(owner, `Quiet Loft ${info.project.name} ${Date.now() % 100_000}`);
    await sendMessage(pest, owner, locationId, 'Pay me by wire and I will book twice');
    const pestId = await userIdOf(pest);

    // The owner opens the conversation and reports the message, then its writer.
    await owner.page.goto(`/messaging?userId=${pestId}`);
    await expect(
      owner.page.getByTestId('message').getByText('Pay me by wire and I will book twice'),
    ).toBeVisible();
    await owner.page.getByRole('button', { name: 'Report this message' }).click();
    const messageDialog = owner.page.getByRole('alertdialog', { name: 'Report this message' });
    await messageDialog.getByLabel('Scam or fraud').check();
    const details = `Asks for a wire transfer (${info.project.name} ${Date.now() % 100_000}).`;
    await messageDialog.getByLabel('Details').fill(details);
    await expectNoSeriousA11yViolations(owner.page);
    await lookAt(owner.page, 'operators/report-message-dialog');
    await messageDialog.getByRole('button', { name: 'Send report' }).click();
    await expect(owner.page.getByText('Thank you. Our team will look at your report.')).toBeVisible();
    await owner.page.getByRole('button', { name: 'Report user' }).click();
    const userDialog = owner.page.getByRole('alertdialog', { name: 'Report Pete Tester' });
    await userDialog.getByLabel('Spam').check();
    await userDialog.getByRole('button', { name: 'Send report' }).click();
    await expect(owner.page.getByText('Thank you. Our team will look at your report.').first()).toBeVisible();

    // The operator sees both in the queue and resolves the message's with no action.
    const admin = await operator(browser);
    await admin.goto('/admin/reports');
    const messageCard = admin.getByRole('article').filter({ hasText: details });
    await expect(messageCard).toBeVisible();
    await expect(admin.getByRole('article', { name: /^Report of user/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await lookAt(admin, 'operators/report-queue-people');
    await messageCard.getByLabel('Action').selectOption('none');
    await messageCard.getByLabel('Note').fill('Warned the filmmaker');
    await messageCard.getByRole('button', { name: 'Resolve report' }).click();
    await expect(admin.getByText('Report resolved; the reporter was told')).toBeVisible();

    // The owner is told it was handled; the filmmaker's page lists the report of their message.
    await owner.page.goto(`/dev/mailbox?to=${encodeURIComponent(owner.email)}`);
    await expect(owner.page.getByText('Your report was handled').first()).toBeVisible();
    await admin.goto(`/admin/users/${pestId}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Pete Tester' })).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'message', exact: true })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await lookAt(admin, 'operators/user-page-reports');
  },
);
