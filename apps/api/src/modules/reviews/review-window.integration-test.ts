import { REVIEW_PERIOD_OVER } from '@setspot/domain/reviews/review-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingTestApp, emptyCalls, get } from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { signUpAs } from '../../testing/listing-fixtures.ts';
import { completedBooking, postReview } from '../../testing/review-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let owner: string;
let filmmaker: string;

beforeAll(async () => {
  // No background worker: the sweep runs when the test says, as one run of the recurring job.
  t = await createBookingTestApp(emptyCalls(), { clock: { now: () => now }, env: { JOBS_WORKER: 'false' } });
  owner = await signUpAs(t.app, 'window-owner@example.com', 'owner');
  filmmaker = await signUpAs(t.app, 'window-filmmaker@example.com', 'filmmaker');
});
afterAll(() => t.close());

/** Runs the publication sweep once, as the recurring job would. */
async function sweep() {
  await t.deps.jobs.enqueue(t.deps.db, 'reviews.publish', {}, { key: 'reviews.publish' });
  while ((await t.deps.jobs.runDue()) > 0) {
    // Other due jobs (emails) run too; drain them all.
  }
  const [pending] = await t.database.query<{ n: number }>(
    `select count(*)::int as n from jobs where kind = 'reviews.publish' and done_at is null`,
  );
  expect(pending?.n).toBe(0);
}

describe('the 14-day review window', () => {
  it('publishes a lone review when the window closes, under the sweep', async () => {
    now = new Date();
    const { bookingId, locationId } = await completedBooking(t.app, t.database, { owner, filmmaker }, 3);
    const search = async () =>
      (await get(t.app, '/api/locations?sort=rating', owner))
        .json()
        .items.find((item: { id: string }) => item.id === locationId);
    expect((await postReview(t.app, filmmaker, { bookingId, rating: 3 })).statusCode).toBe(201);

    now = new Date(Date.now() + 10 * DAY);
    await sweep();
    expect((await get(t.app, `/api/locations/${locationId}/reviews`)).json().count).toBe(0);

    now = new Date(Date.now() + 13 * DAY);
    await sweep();
    const seen = (await get(t.app, `/api/locations/${locationId}/reviews`)).json();
    expect(seen).toMatchObject({ count: 1, averageRating: 3 });
    await eventually(async () => expect(await search()).toMatchObject({ averageRating: 3, reviewCount: 1 }));

    // The window is closed for the owner now: no review written after reading the other side's.
    const late = await postReview(t.app, owner, { bookingId }, '/api/renter-reviews');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(REVIEW_PERIOD_OVER);
  });
});
