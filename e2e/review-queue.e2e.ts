import type { Browser, Page } from '@playwright/test';
import { createListing, newPerson } from './booking-helpers';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { listingForm } from './listing-helpers';
import { lookAt } from './look-at';
import { REVIEW_QUEUE_URL } from './review-queue-server';

// LISTING_REVIEW=true (ADR 0048) on a server of its own (playwright.config.ts starts it beside the
// main one): a new listing and an edited one wait out of search until an operator approves them.
test.use({ baseURL: REVIEW_QUEUE_URL });

async function operator(browser: Browser): Promise<Page> {
  const page = await (await newAppContext(browser, { baseURL: REVIEW_QUEUE_URL })).newPage();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@setspot.example', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return page;
}

async function approveFromQueue(admin: Page, title: string, shot?: string) {
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Review queue' })
    .click();
  await expect(admin.getByRole('link', { name: 'Review queue' })).toHaveAttribute('aria-current', 'page');
  await admin.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText('In review', { exact: true })).toBeVisible();
  if (shot) await lookAt(admin, `review-queue/${shot}`, { fullPage: true });
  await admin.getByRole('button', { name: 'Approve listing' }).click();
  const dialog = admin.getByRole('alertdialog');
  await dialog.getByLabel('Reason').fill('Photos and text match the place');
  await dialog.getByRole('button', { name: 'Approve listing' }).click();
  await expect(admin.getByText('Live', { exact: true })).toBeVisible();
}

test(
  'the review queue holds a new and an edited listing until an operator approves them',
  { tag: '@phone' },
  async ({ browser }, info) => {
    test.setTimeout(180_000);
    const owner = await newPerson(browser, 'owner', 'Rhea');
    const title = `Queued Loft ${info.project.name} ${Date.now() % 100_000}`;
    const id = await createListing(owner, title);
    const visitor = await (await newAppContext(browser, { baseURL: REVIEW_QUEUE_URL })).newPage();

    // New: 'In review' on the owner's listings, and nobody else can open it.
    await owner.page.goto('/owner/listings');
    await expect(owner.page.getByText('In review').first()).toBeVisible();
    await expectNoSeriousA11yViolations(owner.page);
    await lookAt(owner.page, 'review-queue/owner-in-review', { fullPage: true });
    expect((await visitor.request.get(`/api/locations/${id}`)).status()).toBe(404);

    const admin = await operator(browser);
    await approveFromQueue(admin, title, 'queue-listing');
    expect((await visitor.request.get(`/api/locations/${id}`)).status()).toBe(200);

    // Edited: back in the queue; its page is gone until approved again, then shows the new title.
    const edited = `${title} edited`;
    const saved = await owner.page.request.put(`/api/locations/${id}`, { data: listingForm(edited) });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await visitor.request.get(`/api/locations/${id}`)).status()).toBe(404);
    await owner.page.reload();
    await expect(owner.page.getByText('In review').first()).toBeVisible();

    await approveFromQueue(admin, edited);
    await visitor.goto(`/location/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: edited })).toBeVisible();

    // The audit log has both decisions.
    await admin.goto('/admin/audit');
    await expect(admin.getByText('listing.approve').first()).toBeVisible();
  },
);
