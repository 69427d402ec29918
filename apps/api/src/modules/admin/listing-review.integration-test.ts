import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, get, post } from '../../testing/booking-fixtures.ts';
import { multipartPayload, pngImage } from '../../testing/image-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { act, signUpOperator } from '../../testing/operator-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

// The review queue is on in production and off in development and tests unless LISTING_REVIEW says.
let t: TestApp;
let owner: string;
let operator: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ env: { LISTING_REVIEW: 'true', AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'review-owner@example.com', 'owner');
  operator = await signUpOperator(t.app, t.database, 'review-operator@example.com');
}, 60_000);
afterAll(() => t.close());

const reviewState = async (id: string) =>
  (
    await t.database.query<{ review_status: string | null }>(
      'select review_status from locations where id = $1',
      [id],
    )
  )[0]?.review_status;

describe('the listing review queue', () => {
  it('holds a new and an edited listing out of its page until an operator approves; a rejection is emailed', async () => {
    const id = await createListing(t.app, owner, { propertyName: 'Queued Loft' });
    expect(await reviewState(id)).toBe('in_review');
    expect((await get(t.app, `/api/locations/${id}`)).statusCode).toBe(404);
    const mine = (await get(t.app, '/api/owner/listings', owner)).json().items;
    expect(mine.find((l: { id: string }) => l.id === id)).toMatchObject({ reviewStatus: 'in_review' });
    const queue = (await get(t.app, '/api/admin/listings?state=in_review', operator.cookie)).json();
    expect(queue.items.map((l: { id: string }) => l.id)).toContain(id);

    expect(
      (await act(t.app, operator.cookie, `/api/admin/listings/${id}/approve`, 'Looks right')).statusCode,
    ).toBe(200);
    expect(await reviewState(id)).toBeNull();
    expect((await get(t.app, `/api/locations/${id}`)).statusCode).toBe(200);
    expect((await act(t.app, operator.cookie, `/api/admin/listings/${id}/approve`)).statusCode).toBe(409);

    // New photos on the published listing send it back to the queue.
    const { payload, headers } = await multipartPayload([{ filename: 'new.png', data: await pngImage() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${id}/images`,
      headers: { ...headers, origin: jsonHeaders.origin, cookie: owner },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await reviewState(id)).toBe('in_review');
    expect((await get(t.app, `/api/locations/${id}`)).statusCode).toBe(404);
    const rejected = await act(
      t.app,
      operator.cookie,
      `/api/admin/listings/${id}/reject`,
      'Photos do not match',
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', hiddenReason: 'Photos do not match' });
    expect((await emailsTo(t.app, 'review-owner@example.com'))[0]?.text).toContain('Photos do not match');
    expect((await post(t.app, `/api/admin/listings/${id}/approve`, owner, { reason: 'x' })).statusCode).toBe(
      403,
    );
  });
});
