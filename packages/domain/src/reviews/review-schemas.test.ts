import { describe, expect, it } from 'vitest';
import {
  averageRating,
  reviewerName,
  reviewReplyRequestSchema,
  reviewRequestSchema,
  reviewSchema,
} from './review-schemas.ts';

const RATING_MESSAGE = 'Please choose a rating from 1 to 5 stars';
const BOOKING = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';

describe('reviewRequestSchema', () => {
  it('refuses a booking id that is not a UUID', () => {
    const result = reviewRequestSchema.safeParse({ bookingId: 'b1', rating: 4 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['bookingId'], message: 'Not a valid id' });
  });

  it.each([1, 5])('accepts rating %i', (rating) => {
    expect(reviewRequestSchema.parse({ bookingId: BOOKING, rating })).toEqual({
      bookingId: BOOKING,
      rating,
      comment: null,
    });
  });

  it.each([0, 6, 3.5, '4', null])('refuses rating %j', (rating) => {
    const result = reviewRequestSchema.safeParse({ bookingId: BOOKING, rating });
    expect(result.error?.issues[0]?.message).toBe(RATING_MESSAGE);
  });

  it('keeps the comment optional and trimmed', () => {
    expect(
      reviewRequestSchema.parse({ bookingId: BOOKING, rating: 4, comment: '  Great light ' }).comment,
    ).toBe('Great light');
    expect(reviewRequestSchema.parse({ bookingId: BOOKING, rating: 4, comment: '   ' }).comment).toBeNull();
  });

  it('requires the booking', () => {
    expect(reviewRequestSchema.safeParse({ rating: 4 }).success).toBe(false);
  });
});

describe('reviewSchema', () => {
  it('accepts an anonymous review', () => {
    const review = {
      id: 'r1',
      locationId: 'l1',
      bookingId: null,
      reviewerId: null,
      rating: 5,
      comment: null,
      createdAt: '2024-06-10T12:00:00.000Z',
      reviewer: null,
    };
    expect(reviewSchema.parse(review)).toEqual(review);
  });
});

describe('reviewerName', () => {
  it('shows the name, or Anonymous', () => {
    expect(reviewerName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(reviewerName({ firstName: '', lastName: '' })).toBe('Anonymous');
    expect(reviewerName(null)).toBe('Anonymous');
  });
});

describe('averageRating', () => {
  it('averages to one decimal', () => {
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2, 2])).toBe(1.7);
    expect(averageRating([5])).toBe(5);
    expect(averageRating([])).toBeNull();
  });
});

describe('reviewReplyRequestSchema', () => {
  it('trims the reply and refuses a blank or overlong one', () => {
    expect(reviewReplyRequestSchema.parse({ reply: '  Thank you ' })).toEqual({ reply: 'Thank you' });
    expect(reviewReplyRequestSchema.safeParse({ reply: '   ' }).error?.issues[0]?.message).toBe(
      'Please write a reply',
    );
    expect(reviewReplyRequestSchema.safeParse({ reply: 'a'.repeat(2001) }).success).toBe(false);
  });
});
