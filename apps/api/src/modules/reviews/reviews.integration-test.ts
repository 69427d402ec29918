import {
  RENTER_REVIEW_NOT_ALLOWED,
  REPLY_ALREADY_POSTED,
  REPLY_NOT_YET,
  REVIEW_ALREADY_SUBMITTED,
  REVIEW_NOT_ALLOWED,
} from '@setspot/domain/reviews/review-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  daysFromToday,
  get,
  post,
  useBookingTestApp,
} from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { completedBooking, postReview } from '../../testing/review-fixtures.ts';

const t = useBookingTestApp();
let owner: string;
let filmmaker: string;
let otherOwner: string;
let otherFilmmaker: string;
let filmmakerId: string;

beforeAll(async () => {
  [owner, filmmaker, otherOwner, otherFilmmaker] = await Promise.all([
    signUpAs(t.app, 'review-owner@example.com', 'owner'),
    signUpAs(t.app, 'review-filmmaker@example.com', 'filmmaker'),
    signUpAs(t.app, 'review-owner-2@example.com', 'owner'),
    signUpAs(t.app, 'review-filmmaker-2@example.com', 'filmmaker'),
  ]);
  filmmakerId = (await get(t.app, '/api/me', filmmaker)).json().user.id;
});

const completed = () => completedBooking(t.app, t.database, { owner, filmmaker });
const listingReviews = async (locationId: string, cookie?: string) =>
  (await get(t.app, `/api/locations/${locationId}/reviews`, cookie)).json();

describe('POST /api/reviews (the renter reviews the listing)', () => {
  it('takes one review of a completed booking and keeps it hidden from everyone but its author', async () => {
    const { bookingId, locationId } = await completed();
    const res = await postReview(t.app, filmmaker, { bookingId, rating: 4, comment: '  Great light ' });
    expect(res.statusCode).toBe(201);
    const { review } = res.json();
    expect(review).toMatchObject({
      bookingId,
      subject: 'listing',
      rating: 4,
      comment: 'Great light',
      publishedAt: null,
    });
    expect(Date.parse(review.publishesBy)).toBeGreaterThan(Date.now() + 12 * 86_400_000);

    for (const cookie of [undefined, otherFilmmaker, owner]) {
      expect(await listingReviews(locationId, cookie)).toEqual({
        reviews: [],
        count: 0,
        averageRating: null,
      });
    }
    const own = await listingReviews(locationId, filmmaker);
    expect(own.count).toBe(0);
    expect(own.reviews).toMatchObject([{ id: review.id, publishedAt: null, canReply: false }]);
    const mine = (await get(t.app, '/api/me/reviews', filmmaker)).json();
    expect(mine.reviews).toMatchObject([{ id: review.id, publishedAt: null }]);
  });

  it('answers a second review of the same booking with 409 and a clear message', async () => {
    const { bookingId } = await completed();
    expect((await postReview(t.app, filmmaker, { bookingId })).statusCode).toBe(201);
    const again = await postReview(t.app, filmmaker, { bookingId, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_ALREADY_SUBMITTED);
  });

  it('takes one of two reviews sent at the same moment', async () => {
    const { bookingId } = await completed();
    const answers = await Promise.all([1, 2, 3].map(() => postReview(t.app, filmmaker, { bookingId })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a booking that is not completed, and callers who are not its renter', async () => {
    const locationId = await createListing(t.app, owner, {
      availability: { weekdays: true, weekends: true, holidays: true },
    });
    const pending = await authorisedBooking(t.app, filmmaker, {
      locationId,
      startDate: daysFromToday(30),
      endDate: daysFromToday(31),
    });
    const early = await postReview(t.app, filmmaker, { bookingId: pending });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(REVIEW_NOT_ALLOWED);

    const { bookingId } = await completed();
    expect((await postReview(t.app, undefined, { bookingId })).statusCode).toBe(401);
    expect((await postReview(t.app, otherFilmmaker, { bookingId })).statusCode).toBe(404);
    expect((await postReview(t.app, owner, { bookingId })).statusCode).toBe(403);
    expect((await postReview(t.app, filmmaker, { bookingId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await postReview(t.app, filmmaker, { bookingId: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it.each([0, 6, 3.5, '4', null])('refuses rating %j with 400', async (rating) => {
    const { bookingId } = await completed();
    const res = await postReview(t.app, filmmaker, { bookingId, rating });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please choose a rating from 1 to 5 stars');
  });

  it('refuses a comment over 2,000 characters and control characters', async () => {
    const { bookingId } = await completed();
    expect((await postReview(t.app, filmmaker, { bookingId, comment: 'a'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await postReview(t.app, filmmaker, { bookingId, comment: 'bad\u0000text' })).statusCode).toBe(
      400,
    );
    expect((await postReview(t.app, filmmaker, { bookingId, comment: 'a'.repeat(2000) })).statusCode).toBe(
      201,
    );
  });
});

describe('POST /api/renter-reviews (the owner reviews the renter) and publication', () => {
  it('publishes both reviews when the second arrives, and counts the listing review everywhere', async () => {
    const { bookingId, locationId } = await completed();
    const search = async () =>
      (await get(t.app, '/api/locations?sort=rating', otherOwner))
        .json()
        .items.find((item: { id: string }) => item.id === locationId);
    await postReview(t.app, filmmaker, { bookingId, rating: 4 });
    const byOwner = await postReview(
      t.app,
      owner,
      { bookingId, rating: 5, comment: 'Careful crew' },
      '/api/renter-reviews',
    );
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json().review.publishedAt).not.toBeNull();

    const seen = await listingReviews(locationId);
    expect(seen).toMatchObject({ count: 1, averageRating: 4 });
    expect(seen.reviews[0].publishedAt).not.toBeNull();
    expect((await get(t.app, `/api/locations/${locationId}`)).json()).toMatchObject({
      averageRating: 4,
      reviewCount: 1,
    });
    await eventually(async () => expect(await search()).toMatchObject({ averageRating: 4, reviewCount: 1 }));
    const mine = (await get(t.app, '/api/me/reviews', filmmaker)).json().reviews;
    expect(mine.find((r: { bookingId: string }) => r.bookingId === bookingId).publishedAt).not.toBeNull();

    const renterReviews = (await get(t.app, `/api/filmmakers/${filmmakerId}/reviews`, otherOwner)).json();
    expect(renterReviews.reviews).toContainEqual(
      expect.objectContaining({ rating: 5, comment: 'Careful crew', reviewerName: expect.any(String) }),
    );
  });

  it('refuses the renter, another owner, a second review and an open booking', async () => {
    const { bookingId } = await completed();
    const as = (cookie: string | undefined) =>
      postReview(t.app, cookie, { bookingId }, '/api/renter-reviews');
    expect((await as(undefined)).statusCode).toBe(401);
    expect((await as(filmmaker)).statusCode).toBe(403);
    expect((await as(otherOwner)).statusCode).toBe(404);
    expect((await as(owner)).statusCode).toBe(201);
    const again = await as(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_ALREADY_SUBMITTED);

    const locationId = await createListing(t.app, owner, {
      availability: { weekdays: true, weekends: true, holidays: true },
    });
    const open = await authorisedBooking(t.app, filmmaker, {
      locationId,
      startDate: daysFromToday(40),
      endDate: daysFromToday(41),
    });
    const early = await postReview(t.app, owner, { bookingId: open }, '/api/renter-reviews');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(RENTER_REVIEW_NOT_ALLOWED);
  });

  it("keeps a hidden review of a filmmaker out of owners' sight", async () => {
    const { bookingId } = await completed();
    await postReview(
      t.app,
      owner,
      { bookingId, rating: 2, comment: 'Hidden for now' },
      '/api/renter-reviews',
    );
    const seen = (await get(t.app, `/api/filmmakers/${filmmakerId}/reviews`, otherOwner)).json();
    expect(seen.reviews.map((r: { comment: string }) => r.comment)).not.toContain('Hidden for now');
  });
});

describe('GET /api/filmmakers/{id}/reviews', () => {
  it('answers owners and the filmmaker, not other filmmakers, visitors or unknown ids', async () => {
    expect((await get(t.app, `/api/filmmakers/${filmmakerId}/reviews`)).statusCode).toBe(401);
    expect((await get(t.app, `/api/filmmakers/${filmmakerId}/reviews`, otherFilmmaker)).statusCode).toBe(404);
    expect((await get(t.app, `/api/filmmakers/${filmmakerId}/reviews`, filmmaker)).statusCode).toBe(200);
    expect((await get(t.app, '/api/filmmakers/nobody/reviews', owner)).statusCode).toBe(404);
    const ownerId = (await get(t.app, '/api/me', owner)).json().user.id;
    expect((await get(t.app, `/api/filmmakers/${ownerId}/reviews`, otherOwner)).statusCode).toBe(404);
  });
});

describe('POST /api/reviews/{id}/reply', () => {
  it("lets the listing's owner reply once under a published review, and nobody else", async () => {
    const { bookingId, locationId } = await completed();
    const reviewId = (await postReview(t.app, filmmaker, { bookingId, rating: 5 })).json().review.id;
    const reply = (cookie: string | undefined, text = 'Thanks for shooting with us') =>
      post(t.app, `/api/reviews/${reviewId}/reply`, cookie, { reply: text });

    const tooEarly = await reply(owner);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.message).toBe(REPLY_NOT_YET);
    await postReview(t.app, owner, { bookingId }, '/api/renter-reviews');

    expect((await listingReviews(locationId, owner)).reviews[0].canReply).toBe(true);
    expect((await listingReviews(locationId, otherOwner)).reviews[0].canReply).toBe(false);
    expect((await reply(undefined)).statusCode).toBe(401);
    expect((await reply(filmmaker)).statusCode).toBe(403);
    expect((await reply(otherOwner)).statusCode).toBe(404);
    expect((await reply(owner, '   ')).statusCode).toBe(400);
    expect((await reply(owner, 'bell\u0007')).statusCode).toBe(400);
    const first = await reply(owner);
    expect(first.statusCode).toBe(201);
    const second = await reply(owner, 'Changed my mind');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(REPLY_ALREADY_POSTED);
    const shown = (await listingReviews(locationId)).reviews[0];
    expect(shown.reply).toMatchObject({ text: 'Thanks for shooting with us' });
    expect(shown.canReply).toBe(false);
    expect((await post(t.app, '/api/reviews/nope/reply', owner, { reply: 'x' })).statusCode).toBe(404);
  });
});
