import { CLAIM_TOO_LATE } from '@setspot/domain/bookings/claim-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  daysFromToday,
  EVERY_DAY,
  emailsTo,
  get,
  post,
  useBookingTestApp,
} from '../../testing/booking-fixtures.ts';
import { tinyPdf, uploadClaimDocuments } from '../../testing/claim-fixtures.ts';
import { pngImage, textPretendingToBeAPng } from '../../testing/image-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { act, signUpOperator } from '../../testing/operator-fixtures.ts';
import { ledgerSums, runPayoutsNow, setUpTestPayouts } from '../../testing/payout-fixtures.ts';

// $200 a day for two days: $400 booking fee + $40 service fee = $440 charged (fees at their defaults).
const t = useBookingTestApp();
let owner: string;
let ownerId: string;
let renter: string;
let stranger: string;
let operator: { cookie: string; id: string };
let listing: string;
let day = 20;

beforeAll(async () => {
  owner = await signUpAs(t.app, 'claims-owner@example.com', 'owner');
  ownerId = (await get(t.app, '/api/me', owner)).json().user.id;
  renter = await signUpAs(t.app, 'claims-renter@example.com', 'filmmaker');
  stranger = await signUpAs(t.app, 'claims-stranger@example.com', 'filmmaker');
  operator = await signUpOperator(t.app, t.database, 'claims-operator@example.com');
  listing = await createListing(t.app, owner, {
    propertyName: 'Harbour Loft',
    pricePerDay: '200',
    availability: EVERY_DAY,
  });
});

/**
 * A confirmed booking the renter cancelled: weeks ahead, the whole booking fee back ($400, the
 * service fee kept); `startIn` 2 days, half of it ($200, the owner keeps a share).
 */
async function cancelledBooking(startIn?: number) {
  day += 3;
  const start = startIn ?? day;
  const dates = { startDate: daysFromToday(start), endDate: daysFromToday(start + 1) };
  const id = await authorisedBooking(t.app, renter, { locationId: listing, ...dates });
  expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
  expect(
    (await post(t.app, `/api/bookings/${id}/cancel`, renter, { reason: 'Storm warning' })).statusCode,
  ).toBe(200);
  return id;
}
const fileClaim = (id: string, cookie = renter) =>
  post(t.app, `/api/bookings/${id}/claim`, cookie, { event: 'natural_disaster', details: 'Hurricane alert' });
const bookingRow = async (id: string) =>
  (
    await t.database.query<{ payment_status: string; refund_amount: string }>(
      'select payment_status, refund_amount from bookings where id = $1',
      [id],
    )
  )[0];
const decide = (claimId: string, decision: 'approve' | 'decline', reason = 'Documentation checked') =>
  post(t.app, `/api/admin/claims/${claimId}/decision`, operator.cookie, { decision, reason });

describe('a pardonable-event claim', () => {
  it('is filed with a PDF, approved by an operator with a full refund in the ledger, and both sides are emailed', async () => {
    const id = await cancelledBooking();
    expect(await bookingRow(id)).toEqual({ payment_status: 'partially_refunded', refund_amount: '400.00' });
    const filed = await fileClaim(id);
    expect(filed.statusCode).toBe(201);
    const claimId = filed.json().id;
    expect(filed.json()).toMatchObject({ status: 'open', event: 'natural_disaster', documents: [] });

    const uploaded = await uploadClaimDocuments(t.app, renter, id, [
      { filename: 'alert.pdf', data: tinyPdf(), contentType: 'application/pdf' },
      { filename: 'street.png', data: await pngImage(), contentType: 'image/png' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documents: { id: string; contentType: string }[] = uploaded.json().documents;
    expect(documents.map((d) => d.contentType).sort()).toEqual(['application/pdf', 'image/webp']);
    const pdf = documents.find((d) => d.contentType === 'application/pdf');
    const download = await get(t.app, `/api/bookings/${id}/claim/documents/${pdf?.id}`, renter);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(tinyPdf())).toBe(true);

    const queue = await get(t.app, '/api/admin/claims?status=open', operator.cookie);
    expect(queue.json().items.map((c: { id: string }) => c.id)).toContain(claimId);
    const asOperator = await get(t.app, `/api/admin/claims/${claimId}/documents/${pdf?.id}`, operator.cookie);
    expect(asOperator.statusCode).toBe(200);

    const approved = await decide(claimId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', refundCents: 4_000, refundedCents: 44_000 });
    expect(await bookingRow(id)).toEqual({ payment_status: 'refunded', refund_amount: '440.00' });
    expect(t.calls.refund.map(([, cents]) => cents)).toEqual([40_000, 4_000]);

    // The ledger: the renter has every cent back, the owner and SetSpot keep nothing of this booking.
    const entries = await t.database.query<{ account: string; total: string }>(
      'select account, sum(amount_cents)::text as total from ledger_entries where booking_id = $1 group by account',
      [id],
    );
    expect(Object.fromEntries(entries.map((row) => [row.account, Number(row.total)]))).toMatchObject({
      renter_card: 0,
      [`owner:${ownerId}`]: 0,
      platform_fees: 0,
      service_fees: 0,
    });
    const sums = await ledgerSums(t.database);
    expect(sums.unbalancedMovements).toEqual([]);

    expect((await get(t.app, `/api/bookings/${id}/claim`, renter)).json().claim).toMatchObject({
      status: 'approved',
      decisionReason: 'Documentation checked',
    });
    expect((await emailsTo(t.app, 'claims-renter@example.com'))[0]?.subject).toContain('was approved');
    expect((await emailsTo(t.app, 'claims-owner@example.com'))[0]?.subject).toContain('claim approved');
    const audit = await t.database.query<{ action: string; target_id: string }>(
      "select action, target_id from audit_log where action like 'claim.%'",
    );
    expect(audit).toContainEqual({ action: 'claim.approve', target_id: id });

    // Decisions on pardonable events are final.
    expect((await decide(claimId, 'decline')).statusCode).toBe(409);
    expect((await fileClaim(id)).statusCode).toBe(409);
  });

  it('is declined with a reason: the money stays as it was and the renter reads why', async () => {
    const id = await cancelledBooking();
    const claimId = (await fileClaim(id)).json().id;
    // Approving needs documentation.
    expect((await decide(claimId, 'approve')).statusCode).toBe(409);
    const declined = await decide(claimId, 'decline', 'The alert covers another county');
    expect(declined.statusCode).toBe(200);
    expect(await bookingRow(id)).toEqual({ payment_status: 'partially_refunded', refund_amount: '400.00' });
    expect(t.calls.refund).toHaveLength(1);
    expect((await get(t.app, `/api/bookings/${id}/claim`, renter)).json().claim).toMatchObject({
      status: 'declined',
      decisionReason: 'The alert covers another county',
    });
    expect((await emailsTo(t.app, 'claims-renter@example.com'))[0]?.subject).toContain('was declined');
  });

  it('is refused after 48 hours with the policy quoted, and documentation must be a PDF or an image', async () => {
    const id = await cancelledBooking();
    expect((await fileClaim(id)).statusCode).toBe(201);
    const notADocument = await uploadClaimDocuments(t.app, renter, id, [
      { filename: 'note.png', data: textPretendingToBeAPng, contentType: 'application/pdf' },
    ]);
    expect(notADocument.statusCode).toBe(400);
    await t.database.query("update bookings set cancelled_at = now() - interval '49 hours' where id = $1", [
      id,
    ]);
    const late = await uploadClaimDocuments(t.app, renter, id, [{ filename: 'a.pdf', data: tinyPdf() }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(CLAIM_TOO_LATE);
    expect(CLAIM_TOO_LATE).toContain('documentation submitted within 48 hours of the cancellation request');
    const other = await cancelledBooking();
    await t.database.query("update bookings set cancelled_at = now() - interval '49 hours' where id = $1", [
      other,
    ]);
    expect((await fileClaim(other)).json().error.message).toBe(CLAIM_TOO_LATE);
  });

  it('is private to its renter and operators', async () => {
    const id = await cancelledBooking();
    await fileClaim(id);
    const doc = (
      await uploadClaimDocuments(t.app, renter, id, [{ filename: 'a.pdf', data: tinyPdf() }])
    ).json().documents[0].id;
    for (const cookie of [stranger, owner]) {
      expect((await get(t.app, `/api/bookings/${id}/claim`, cookie)).statusCode).toBe(404);
      expect((await get(t.app, `/api/bookings/${id}/claim/documents/${doc}`, cookie)).statusCode).toBe(404);
      expect((await fileClaim(id, cookie)).statusCode).toBe(404);
      const upload = await uploadClaimDocuments(t.app, cookie, id, [{ filename: 'b.pdf', data: tinyPdf() }]);
      expect(upload.statusCode).toBe(404);
    }
    expect((await get(t.app, `/api/bookings/${id}/claim/documents/${doc}`)).statusCode).toBe(401);
    expect((await get(t.app, '/api/admin/claims', renter)).statusCode).toBe(403);
    expect((await act(t.app, renter, `/api/admin/claims/${doc}/decision`)).statusCode).toBe(403);
  });

  it("holds the owner's payout while the claim is open", async () => {
    await setUpTestPayouts(t.app, owner);
    const id = await cancelledBooking(2);
    const claimId = (await fileClaim(id)).json().id;
    // The shoot days pass (a cancelled booking's kept share is paid after its end, like any other).
    await t.database.query(
      'update bookings set start_date = current_date - 4, end_date = current_date - 3 where id = $1',
      [id],
    );
    await runPayoutsNow(t.app);
    const paidItems = () =>
      t.database.query('select 1 from payout_items where booking_id = $1', [id]).then((rows) => rows.length);
    expect(await paidItems()).toBe(0);
    await decide(claimId, 'decline', 'Not a pardonable event');
    await runPayoutsNow(t.app);
    expect(await paidItems()).toBe(1);
  });
});
