import {
  confirmationLinkFromMailbox,
  DEMO_PASSWORD,
  drawnInTheBrowser,
  expect,
  expectNoSeriousA11yViolations,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
} from './fixtures';
import { openMenuIfCollapsed, topBar } from './navigation';

async function signUp(
  page: import('@playwright/test').Page,
  email: string,
  userType: 'filmmaker' | 'owner',
  password = STRONG_PASSWORD,
) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const group = page.getByRole('radiogroup', { name: 'I am a:' });
  await expect(group.getByRole('radio', { name: 'Filmmaker looking for locations' })).toBeChecked();
  if (userType === 'owner')
    await group.getByRole('radio', { name: 'Property owner looking to list my space' }).check();
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
}

async function logIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
}

test('an owner signs up, confirms through the mailbox, logs in, sees the owner top bar and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('owner');
  await signUp(page, email, 'owner');
  await expect(page.getByText('Email Confirmation Required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const link = await confirmationLinkFromMailbox(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Email confirmed!')).toBeVisible();
  await expect(page.getByText('Your email has been verified successfully. Please log in.')).toBeVisible();

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(topBar(page).getByRole('link', { name: 'Owner Dashboard' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'My Listings' })).toBeVisible();
  await topBar(page).getByRole('button', { name: 'Log Out' }).click();
  // Signing out navigates and closes the mobile menu at its own pace: retry opening it until Log In
  // and Sign Up show together (the menu could close again between two separate checks).
  await expect(async () => {
    await openMenuIfCollapsed(page);
    await expect(topBar(page).getByRole('link', { name: 'Log In' })).toBeVisible({ timeout: 1000 });
    await expect(topBar(page).getByRole('link', { name: 'Sign Up' })).toBeVisible({ timeout: 1000 });
  }).toPass();
});

test('a filmmaker signs up, confirms, logs in and gets the Dashboard menu', { tag: '@phone' }, async ({
  page,
}) => {
  const email = uniqueEmail('filmmaker');
  await signUp(page, email, 'filmmaker');
  await expect(page.getByText('Email Confirmation Required')).toBeVisible();
  await page
    .getByRole('link', { name: 'Go to Login Page' })
    .or(page.getByRole('button', { name: 'Go to Login Page' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(await confirmationLinkFromMailbox(page, email));
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  const bar = topBar(page);
  const dashboard = bar.getByRole('button', { name: 'Dashboard' });
  if (await dashboard.isVisible()) {
    await dashboard.click();
    for (const item of ['Filmmaker Dashboard', 'My Bookings', 'Profile']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
  } else {
    for (const item of ['Filmmaker Dashboard', 'My Bookings', 'Profile']) {
      await expect(bar.getByRole('link', { name: item })).toBeVisible();
    }
  }
  await expect(bar.getByRole('link', { name: 'Owner Dashboard' })).toHaveCount(0);
});

test('an unconfirmed address is refused with a way to send the email again', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await signUp(page, email, 'filmmaker');
  await expect(page.getByText('Email Confirmation Required')).toBeVisible();
  await page.goto('/login');
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page.getByText('Your email address is not confirmed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(
    page.getByText(`A new confirmation email was sent to ${email}. Please check your inbox.`),
  ).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Confirm your SetSpot email address' })).toHaveCount(2);
});

test('a weak password is refused with the reasons', async ({ page }) => {
  await signUp(page, uniqueEmail('weak'), 'filmmaker', 'password1');
  await expect(page.getByText(/Password is too weak/).first()).toBeVisible();
  await expect(page.getByText('Email Confirmation Required')).toHaveCount(0);
});

test('a wrong password shows the Login failed toast with the server message', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  await logIn(page, 'owner@setspot.example', 'Not-the-password-1');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('a protected page sends a visitor to log in and back again', async ({ page }) => {
  await page.goto('/owner/dashboard');
  await expect(page.getByText('You must be logged in to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'owner@setspot.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
});

test('the top bar shows a disabled Loading... button while the session loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the real session answer back to see the loading state, then let it through.
  await drawnInTheBrowser(page);
  await page.route('**/api/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await openMenuIfCollapsed(page);
  const loading = topBar(page).getByRole('button', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  release();
  await expect(topBar(page).getByRole('link', { name: 'Log In' })).toBeVisible();
});
