import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, get, post } from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { sendMessageAs, userIdOf } from '../../testing/message-fixtures.ts';
import { act, signUpOperator } from '../../testing/operator-fixtures.ts';
import { completedBooking, postReview } from '../../testing/review-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let operator: { cookie: string; id: string };
let owner: string;
let filmmaker: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  operator = await signUpOperator(t.app, t.database, 'moderator@example.com');
  owner = await signUpAs(t.app, 'listing-owner@example.com', 'owner');
  filmmaker = await signUpAs(t.app, 'reporter@example.com', 'filmmaker');
}, 60_000);
afterAll(() => t.close());

const report = (cookie: string | undefined, body: object) => post(t.app, '/api/reports', cookie, body);

describe('reports', () => {
  it('a filmmaker reports a listing; an operator hides it from the queue; both sides are told', async () => {
    const listing = await createListing(t.app, owner, { propertyName: 'Fake Castle' });
    const filed = await report(filmmaker, {
      targetType: 'listing',
      targetId: listing,
      reason: 'scam',
      details: 'Asks for payment by wire',
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().message).toBe('Thank you. Our team will look at your report.');

    const queue = await get(t.app, '/api/admin/reports?status=open', operator.cookie);
    const [item] = queue.json().items;
    expect(item).toMatchObject({
      targetType: 'listing',
      reason: 'scam',
      details: 'Asks for payment by wire',
      reporterEmail: 'reporter@example.com',
      context: { title: 'Fake Castle', accountEmail: 'listing-owner@example.com', hidden: false },
    });

    const resolved = await post(t.app, `/api/admin/reports/${item.id}/resolve`, operator.cookie, {
      action: 'hide_content',
      note: 'Wire payment scam',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolution: 'hide_content' });
    expect((await get(t.app, `/api/locations/${listing}`)).statusCode).toBe(404);
    await eventually(async () => {
      const search = await get(t.app, '/api/locations?q=Castle');
      expect(search.json().items).toHaveLength(0);
    });
    const again = await post(t.app, `/api/admin/reports/${item.id}/resolve`, operator.cookie, {
      action: 'none',
      note: 'Twice',
    });
    expect(again.statusCode).toBe(409);

    const ownerMail = await emailsTo(t.app, 'listing-owner@example.com');
    expect(ownerMail[0]?.subject).toBe('Your listing "Fake Castle" was hidden');
    expect(ownerMail[0]?.text).toContain('Report scam: Wire payment scam');
    const reporterMail = await emailsTo(t.app, 'reporter@example.com');
    expect(reporterMail[0]?.subject).toBe('Your report was handled');

    // The owner's page: the listing, hidden, and the report about it.
    const ownerPage = await get(t.app, `/api/admin/users/${await userIdOf(t.app, owner)}`, operator.cookie);
    expect(ownerPage.statusCode).toBe(200);
    expect(ownerPage.json().listings).toContainEqual(
      expect.objectContaining({ id: listing, status: 'hidden' }),
    );
    expect(ownerPage.json().reports.map((r: { id: string }) => r.id)).toContain(item.id);
    const listingPage = await get(t.app, `/api/admin/listings/${listing}`, operator.cookie);
    expect(listingPage.json().listing.status).toBe('hidden');
    expect(listingPage.json().audit.map((e: { action: string }) => e.action)).toEqual(['listing.hide']);
    const reportTrail = await get(
      t.app,
      `/api/admin/audit?targetType=report&targetId=${item.id}`,
      operator.cookie,
    );
    expect(reportTrail.json().items[0]).toMatchObject({
      action: 'report.resolve',
      reason: 'Wire payment scam',
    });

    // Restored with a reason: back on its page; the owner is told.
    expect((await act(t.app, operator.cookie, `/api/admin/listings/${listing}/restore`)).statusCode).toBe(
      200,
    );
    expect((await get(t.app, `/api/locations/${listing}`)).statusCode).toBe(200);
    expect((await act(t.app, operator.cookie, `/api/admin/listings/${listing}/restore`)).statusCode).toBe(
      409,
    );
  });

  it('refuses what the reporter cannot see, unknown targets and reasons outside the list', async () => {
    const ownerId = await userIdOf(t.app, owner);
    const other = await signUpAs(t.app, 'other-filmmaker@example.com', 'filmmaker');
    const sent = await sendMessageAs(t.app, filmmaker, { receiverId: ownerId, content: 'Send me cash' });
    const messageId = sent.json().message.id as string;
    const byStranger = await report(other, { targetType: 'message', targetId: messageId, reason: 'spam' });
    expect(byStranger.statusCode).toBe(404);
    expect(
      (await report(owner, { targetType: 'message', targetId: messageId, reason: 'scam' })).statusCode,
    ).toBe(201);
    const unknown = { targetType: 'listing', targetId: crypto.randomUUID(), reason: 'spam' };
    expect((await report(filmmaker, unknown)).statusCode).toBe(404);
    const listing = await createListing(t.app, owner);
    const badReason = await report(filmmaker, { targetType: 'listing', targetId: listing, reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(
      (await report(undefined, { targetType: 'user', targetId: ownerId, reason: 'spam' })).statusCode,
    ).toBe(401);
  });

  it('resolving with a suspension suspends the account behind the content', async () => {
    const ownerId = await userIdOf(t.app, owner);
    const cheat = await signUpAs(t.app, 'cheat@example.com', 'filmmaker');
    const cheatId = await userIdOf(t.app, cheat);
    const sent = await sendMessageAs(t.app, cheat, {
      receiverId: ownerId,
      content: 'Pay me outside SetSpot',
    });
    const filed = await report(owner, {
      targetType: 'message',
      targetId: sent.json().message.id,
      reason: 'scam',
    });
    const resolved = await post(t.app, `/api/admin/reports/${filed.json().id}/resolve`, operator.cookie, {
      action: 'suspend_user',
      note: 'Off-platform payment',
    });
    expect(resolved.statusCode).toBe(200);
    expect((await get(t.app, '/api/me/profile', cheat)).statusCode).toBe(401);
    const user = await get(t.app, `/api/admin/users/${cheatId}`, operator.cookie);
    expect(user.json().user.suspensionReason).toBe('Report scam: Off-platform payment');
    // Their page lists the report of the message they wrote.
    expect(user.json().reports).toEqual([
      expect.objectContaining({ targetType: 'message', targetId: sent.json().message.id, reason: 'scam' }),
    ]);
  });
});

describe('removing a review', () => {
  it("shows 'Removed by SetSpot' and leaves the average", async () => {
    const { bookingId, locationId } = await completedBooking(t.app, t.database, { owner, filmmaker });
    const written = await postReview(t.app, filmmaker, { bookingId, rating: 1, comment: 'Rude and fake' });
    await postReview(t.app, owner, { bookingId, rating: 5 }, '/api/renter-reviews');
    const reviewId = written.json().review.id as string;
    const before = await get(t.app, `/api/locations/${locationId}`);
    expect(before.json().reviewCount).toBe(1);

    expect((await act(t.app, filmmaker, `/api/admin/reviews/${reviewId}/remove`)).statusCode).toBe(403);
    expect(
      (await act(t.app, operator.cookie, `/api/admin/reviews/${reviewId}/remove`, 'Abusive')).statusCode,
    ).toBe(200);
    const reviews = await get(t.app, `/api/locations/${locationId}/reviews`);
    expect(JSON.stringify(reviews.json())).toContain('Removed by SetSpot');
    expect(JSON.stringify(reviews.json())).not.toContain('Rude and fake');
    const after = await get(t.app, `/api/locations/${locationId}`);
    expect(after.json().reviewCount).toBe(0);
    expect((await act(t.app, operator.cookie, `/api/admin/reviews/${reviewId}/remove`)).statusCode).toBe(409);
    // The writer's page and the owner's page list it: written by one, about the other's listing.
    const writer = await get(t.app, `/api/admin/users/${await userIdOf(t.app, filmmaker)}`, operator.cookie);
    expect(writer.json().reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: reviewId, direction: 'by', rating: 1, removedAt: expect.any(String) }),
        expect.objectContaining({ direction: 'about', rating: 5, subject: 'renter' }),
      ]),
    );
    const host = await get(t.app, `/api/admin/users/${await userIdOf(t.app, owner)}`, operator.cookie);
    expect(host.json().reviews).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: reviewId, direction: 'about' })]),
    );
  });
});
