import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import {
  date,
  filmmakerCookie,
  filmmakerId,
  get,
  locationId,
  otherLocationId,
  ownerCookie,
  useListingDetailWorld,
} from '../../testing/listing-detail-world.ts';

useListingDetailWorld();

// The listing page's reviews, its unavailable dates and its card in search (listing-detail-world.ts).

describe('GET /api/locations/{id}/reviews', () => {
  it('lists reviews newest first with names or Anonymous, the count and the average to one decimal', async () => {
    const res = await get(`/api/locations/${locationId}/reviews`, ownerCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.averageRating).toBe(4.3);
    expect(
      body.reviews.map((r: { reviewerName: string; rating: number }) => [r.reviewerName, r.rating]),
    ).toEqual([
      ['Anonymous', 4],
      ['Jordan Lee', 5],
      ['Jordan Lee', 4],
    ]);
    expect(body.reviews[1]).toMatchObject({
      locationId,
      reviewerId: filmmakerId,
      comment: 'Unreal light.',
      reviewer: { firstName: 'Jordan', lastName: 'Lee' },
    });
    expect(body.reviews[0].reviewer).toBeNull();
  });

  it('shows visitors the names but no account ids', async () => {
    const res = await get(`/api/locations/${locationId}/reviews`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(filmmakerId);
    expect(res.json().reviews[1]).toMatchObject({
      reviewerName: 'Jordan Lee',
      reviewerId: null,
      bookingId: null,
    });
  });

  it('answers an empty list for a listing without reviews', async () => {
    const res = await get(`/api/locations/${otherLocationId}/reviews`);
    expect(res.json()).toEqual({ reviews: [], count: 0, averageRating: null });
  });
});

describe('GET /api/locations/{id}/unavailable-dates', () => {
  it('lists the ranges held from today on, and nothing about who booked, to anyone', async () => {
    for (const cookie of [undefined, filmmakerCookie]) {
      const res = await get(`/api/locations/${locationId}/unavailable-dates`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        locationId,
        unavailableDates: [
          { start: date(-2), end: date(0) },
          { start: date(5), end: date(6) },
          { start: date(10), end: date(12) },
        ],
        // The owner's booking rules as they stand (ADR 0039): nothing about anyone either.
        rules: expect.objectContaining({ minDays: 1, maxDays: 90, instantBook: false }),
      });
      expect(res.body).not.toContain(filmmakerId);
    }
  });
});

describe('the listing in search', () => {
  it('carries the same photos and rating as the detail', async () => {
    await eventually(async () => {
      const res = await get('/api/locations?q=sunlit');
      const [card] = res.json().items;
      expect(card).toMatchObject({
        id: locationId,
        averageRating: 4.3,
        reviewCount: 3,
        images: ['/uploads/l/1.webp', '/uploads/l/2.webp'],
      });
      expect(card).not.toHaveProperty('owner');
    });
  });
});
