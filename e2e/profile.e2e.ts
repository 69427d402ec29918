import { createListing, newPerson } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { imageFile } from './listing-helpers';
import { lookAt } from './look-at';

test('an owner shows email, phone and a photo, and a signed-in filmmaker sees them on the listing', {
  tag: '@phone',
}, async ({ browser }) => {
  // Two people sign up through the mailbox, an image is processed and three pages are checked by axe.
  test.setTimeout(90_000);
  const owner = await newPerson(browser, 'owner', 'Priya', 'Shah');
  const listingId = await createListing(owner, 'Profile Journey Loft');
  const { page } = owner;

  await page.goto('/owner/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Priya Shah' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  await expect(page.getByText('Property owner', { exact: true })).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'profile/profile-before', { fullPage: true });

  await page.getByRole('link', { name: 'Edit Settings' }).click();
  await expect(page).toHaveURL(/\/owner\/profile\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await page.getByLabel('Phone number').fill('+1 (555) 010-4477');
  await page.getByLabel('Bio').fill('I rent out my loft in Brooklyn.');
  await page.getByRole('switch', { name: 'Show my email' }).click();
  await page.getByRole('switch', { name: 'Show my phone' }).click();
  await page.getByLabel('Profile photo file').setInputFiles(await imageFile('me.png', '#c2410c'));
  await expect(page.getByText('Selected: me.png.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'profile/settings', { fullPage: true });
  await page.getByRole('button', { name: 'Save Settings' }).click();

  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Your profile settings have been successfully updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/profile$/);
  await expect(page.getByText('+1 (555) 010-4477').first()).toBeVisible();
  const avatar = page.getByRole('main').locator('img[src*="/uploads/avatars/"]');
  await expect(avatar).toBeVisible();
  await lookAt(page, 'profile/profile-after', { fullPage: true });

  const filmmaker = await newPerson(browser, 'filmmaker', 'Sam', 'Rivera');
  await filmmaker.page.goto(`/location/${listingId}`);
  const ownerBlock = filmmaker.page.locator('section', {
    has: filmmaker.page.getByRole('heading', { name: 'Location Owner' }),
  });
  await expect(ownerBlock.getByText('Priya Shah')).toBeVisible();
  await expect(ownerBlock.getByRole('link', { name: owner.email })).toHaveAttribute(
    'href',
    `mailto:${owner.email}`,
  );
  await expect(ownerBlock.getByRole('link', { name: '+1 (555) 010-4477' })).toBeVisible();
  await expect(ownerBlock.locator('img[src*="/uploads/avatars/"]')).toBeVisible();
  await expect(ownerBlock.getByText('% response rate')).toBeVisible();
  await ownerBlock.scrollIntoViewIfNeeded();
  await lookAt(filmmaker.page, 'profile/listing-owner-block');

  // A visitor never receives the owner's contact details.
  const visitor = await (await newAppContext(browser)).newPage();
  await visitor.goto(`/location/${listingId}`);
  await expect(visitor.getByRole('heading', { name: 'Profile Journey Loft' }).first()).toBeVisible();
  await expect(visitor.getByText(owner.email)).toHaveCount(0);
  await expect(visitor.getByText('010-4477')).toHaveCount(0);

  await Promise.all([owner.context.close(), filmmaker.context.close(), visitor.context().close()]);
});
