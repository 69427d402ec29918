import type { Browser, Page } from '@playwright/test';
import { createListing, daysFromNow, newPerson, requestAndPay } from './booking-helpers';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { lookAt } from './look-at';

/** A small well-formed PDF, as a scanner or a phone's "save as PDF" would give. */
const ALERT_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** The demo operator (seeded in development only, ADR 0038), signed in in a context of its own. */
async function operator(browser: Browser): Promise<Page> {
  const page = await (await newAppContext(browser)).newPage();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@setspot.example', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return page;
}

test(
  'a renter cancels and files a pardonable-event claim with a PDF; the operator approves it and the full refund shows on both sides and in the ledger',
  { tag: '@phone' },
  async ({ browser }, info) => {
    test.setTimeout(150_000);
    const owner = await newPerson(browser, 'owner', 'Olga');
    const renter = await newPerson(browser, 'filmmaker', 'Ravi');
    const title = `Storm Coast House ${info.project.name} ${Date.now() % 100_000}`;
    const listingId = await createListing(owner, title);
    const day = 40 + (Date.now() % 200);
    const bookingId = await requestAndPay(renter, listingId, daysFromNow(day), daysFromNow(day + 1));
    const approved = await owner.page.request.post(`/api/bookings/${bookingId}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);

    // The renter cancels from their bookings ($250 x 2 days + $50 service fee = $550; the fee is kept).
    await renter.page.goto('/filmmaker/bookings');
    const card = renter.page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Cancel booking:/ }).click();
    await renter.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel booking' }).click();
    await expect(card).toHaveCount(0);
    // A cancelled booking is under Past.
    await renter.page.goto('/filmmaker/bookings?tab=past');
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();

    // ... and says it was a pardonable event, with the official alert as a PDF.
    await card.getByRole('button', { name: 'Claim a pardonable event' }).click();
    await card.getByLabel('Pardonable event').selectOption('natural_disaster');
    await card
      .getByLabel('What happened (optional)')
      .fill('A hurricane warning covers the coast on our dates.');
    await card
      .getByLabel(/^Documentation/)
      .setInputFiles({ name: 'hurricane-warning.pdf', mimeType: 'application/pdf', buffer: ALERT_PDF });
    await expectNoSeriousA11yViolations(renter.page);
    await lookAt(renter.page, 'claims/renter-claim-form', { fullPage: true });
    await card.getByRole('button', { name: 'Submit claim' }).click();
    await expect(card.getByText('Claim under review')).toBeVisible();
    await expect(card.getByText('Natural disasters · 1 document')).toBeVisible();
    await lookAt(renter.page, 'claims/renter-claim-open', { fullPage: true });

    // The operator reads it in the queue, with its document, and approves it.
    const admin = await operator(browser);
    await admin.goto('/admin/claims');
    await expect(admin.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible({ timeout: 30_000 });
    const claim = admin.getByRole('article', { name: `Claim on ${title}` });
    await expect(claim.getByRole('link', { name: 'hurricane-warning.pdf' })).toBeVisible();
    await expect(claim.getByText(/approving refunds \$50 more/)).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await lookAt(admin, 'claims/claims-queue', { fullPage: true });
    await claim.getByRole('button', { name: 'Approve claim' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Approve this claim?' });
    await dialog.getByLabel('Reason').fill('Official hurricane warning for the area and dates');
    await dialog.getByRole('button', { name: 'Approve claim' }).click();
    await expect(admin.getByText('Claim approved; the renter was refunded')).toBeVisible();
    await expect(claim).toHaveCount(0);

    // The ledger, on the booking's console page: the tier's refund, then the claim's rest.
    await admin.goto(`/admin/bookings/${bookingId}`);
    const timeline = admin.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('row', { name: /Refunded to the card \$500\b/ })).toBeVisible();
    await expect(timeline.getByRole('row', { name: /Refunded to the card \$50\b/ })).toBeVisible();
    await expect(timeline.getByRole('row', { name: /claim\.approve/ })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await lookAt(admin, 'claims/booking-timeline', { fullPage: true });

    // Both sides see the full refund.
    await renter.page.reload();
    await expect(card.getByText('Claim approved: full refund')).toBeVisible();
    await expect(card.getByText(/\$550\b/).first()).toBeVisible();
    await lookAt(renter.page, 'claims/renter-claim-approved', { fullPage: true });
    await owner.page.goto('/owner/bookings?status=cancelled');
    await expect(owner.page.getByText(/Refund: \$550\b/)).toBeVisible();
    await renter.page.goto(`/dev/mailbox?to=${encodeURIComponent(renter.email)}`);
    await expect(renter.page.getByText(/pardonable-event claim .* was approved/).first()).toBeVisible();
  },
);
