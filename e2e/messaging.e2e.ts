import type { Page } from '@playwright/test';
import { createListing, daysFromNow, newPerson, requestAndPay } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { lookAt } from './look-at';

// Messaging (product section 2 Messaging): a filmmaker writes from a listing, the owner sees it
// arrive without a reload, answers, and each sees the other's '• Read'. Two people, two contexts.

const unique = (word: string) => `${word} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
const composer = (page: Page) => page.getByPlaceholder('Type your message...');
// Long and with an address that cannot wrap, as real first messages are: the list must cut it short.
const FIRST =
  'Is the loft free on Friday? Our brief: https://example.com/briefs/friday-shoot-with-two-cameras';

test('the owner sees a filmmaker\'s message arrive live, replies, and both see "• Read"', {
  tag: '@phone',
}, async ({ browser }) => {
  test.setTimeout(120_000);
  const mobile = test.info().project.name === 'mobile';
  const owner = await newPerson(browser, 'owner', 'Olive');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Frank');
  const title = unique('Message loft');
  const locationId = await createListing(owner, title);

  // The owner waits on the (still empty) messaging screen.
  await owner.page.goto('/messaging');
  await expect(owner.page.getByText('No conversations yet')).toBeVisible();
  if (!mobile) {
    await expect(owner.page.getByText('No conversation selected')).toBeVisible();
    await expect(
      owner.page.getByText('Select a conversation from the list to start messaging'),
    ).toBeVisible();
  }

  // The filmmaker opens the conversation about the listing from its page.
  const fp = filmmaker.page;
  await fp.goto(`/location/${locationId}`);
  await fp.getByRole('link', { name: 'Message Owner' }).click();
  await expect(fp).toHaveURL(/\/messaging\?userId=.+&locationId=/);
  await expect(fp.getByText(`Re: ${title}`)).toBeVisible();
  await expect(fp.getByText('No messages yet. Start the conversation!')).toBeVisible();
  const send = fp.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await composer(fp).fill(FIRST);
  await composer(fp).press('Enter');
  await expect(fp.getByTestId('message').filter({ hasText: FIRST })).toBeVisible();
  await expect(composer(fp)).toHaveValue('');

  // It reaches the owner without a reload: the list, and the unread count in the top bar.
  const entry = owner.page.getByRole('link', { name: /Frank Tester/ });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(`Re: ${title}`);
  // The last message is truncated inside its entry, not spilled over the thread pane.
  expect(await entry.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  if (!mobile) await expect(owner.page.getByRole('link', { name: /Messages\s*1 unread/ })).toBeVisible();
  else {
    // Phones: the links are behind the menu button, which carries the count in sight and in its name.
    const menuButton = owner.page.getByRole('button', { name: 'Open menu, 1 unread message' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton.getByText('1', { exact: true })).toBeVisible();
  }
  await lookAt(owner.page, 'messaging/owner-list', { fullPage: true });
  await entry.click();
  await expect(owner.page.getByTestId('message').filter({ hasText: FIRST })).toBeVisible();
  await expect(owner.page.getByText('TH', { exact: true })).toBeVisible();

  // Opening the thread read the message: the filmmaker sees '• Read' without a reload.
  await expect(fp.getByText(/• Read/)).toBeVisible();

  // The owner answers on two lines; it arrives in the filmmaker's open thread and is read there.
  await composer(owner.page).fill('Yes, it is.');
  await composer(owner.page).press('Shift+Enter');
  await composer(owner.page).pressSequentially('Come by at 10.');
  await composer(owner.page).press('Enter');
  await expect(fp.getByTestId('message').filter({ hasText: 'Come by at 10.' })).toBeVisible();
  await expect(owner.page.getByText(/• Read/)).toBeVisible();
  await lookAt(owner.page, 'messaging/owner-thread', { fullPage: true });
  await lookAt(fp, 'messaging/filmmaker-thread', { fullPage: true });
  await expectNoSeriousA11yViolations(owner.page);

  if (mobile) {
    // One pane at a time on a phone: the back button returns to the list.
    await owner.page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(owner.page.getByRole('link', { name: /Frank Tester/ })).toBeVisible();
  }
  await owner.context.close();
  await filmmaker.context.close();
});

test('the owner messages a renter from a booking request, the renter opens it from their booking', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await newPerson(browser, 'owner', 'Oscar');
  const filmmaker = await newPerson(browser, 'filmmaker', 'Fiona');
  const title = unique('Booked loft');
  const locationId = await createListing(owner, title);
  const bookingId = await requestAndPay(filmmaker, locationId, daysFromNow(30), daysFromNow(31));

  await owner.page.goto('/owner/bookings');
  await owner.page.getByRole('link', { name: 'Message Fiona Tester' }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/messaging\\?userId=.+&bookingId=${bookingId}`));
  await expect(owner.page.getByRole('heading', { name: 'Fiona Tester' })).toBeVisible();
  await composer(owner.page).fill('Thanks for booking! Parking is at the back.');
  await owner.page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    owner.page.getByTestId('message').filter({ hasText: 'Parking is at the back.' }),
  ).toBeVisible();

  await filmmaker.page.goto('/filmmaker/bookings?tab=all');
  await filmmaker.page.getByRole('link', { name: `Message the owner of ${title}` }).click();
  await expect(filmmaker.page.getByRole('heading', { name: 'Oscar Tester' })).toBeVisible();
  await expect(
    filmmaker.page.getByTestId('message').filter({ hasText: 'Parking is at the back.' }),
  ).toBeVisible();
  await expect(owner.page.getByText(/• Read/)).toBeVisible();
  await owner.context.close();
  await filmmaker.context.close();
});
