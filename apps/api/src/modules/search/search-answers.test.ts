import {
  featuredLocationsSchema,
  type LocationCard,
  locationSearchPageSchema,
} from '@setspot/domain/listings/location-views';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeAnswers } from './search-answers.ts';

const card: LocationCard = {
  id: '90c9e88f-992e-4337-afdb-bedc7038b112',
  name: 'Brick loft by the river',
  description: 'Tall windows and brick walls.',
  type: 'loft',
  typeName: 'Loft',
  pricePerDay: 450.5,
  squareFootage: 1200,
  rooms: 3,
  city: 'Los Angeles',
  state: 'CA',
  address: '12 Main St',
  zip: '90012',
  features: ['Brick walls'],
  amenities: ['Wi-Fi'],
  rules: [],
  ceilingHeight: 14,
  naturalLightQuality: 'Excellent',
  parkingCapacity: 4,
  images: ['/uploads/a.jpg'],
  photos: [
    {
      url: '/uploads/a.jpg',
      isPrimary: true,
      variants: [{ width: 400, url: '/uploads/a-400.webp' }],
      srcset: '/uploads/a-400.webp 400w',
    },
  ],
  averageRating: 4.5,
  reviewCount: 2,
};
const page = { items: [card], total: 1, page: 1, pageSize: 10, pageCount: 1, types: ['loft' as const] };

describe('serializeAnswers', () => {
  it('gives what z.encode gives: the answer schemas hold no codecs that parse would skip', () => {
    const { member } = serializeAnswers(locationSearchPageSchema, page);
    expect(JSON.parse(member)).toEqual(z.encode(locationSearchPageSchema, page));
    const featured = serializeAnswers(featuredLocationsSchema, { items: [card] });
    expect(JSON.parse(featured.member)).toEqual(z.encode(featuredLocationsSchema, { items: [card] }));
  });

  it('leaves the street address and zip out of the visitor copy only', () => {
    const answers = serializeAnswers(locationSearchPageSchema, page);
    expect(JSON.parse(answers.member).items[0]).toMatchObject({ address: '12 Main St', zip: '90012' });
    const visitorCard = JSON.parse(answers.visitor).items[0];
    expect(visitorCard).not.toHaveProperty('address');
    expect(visitorCard).not.toHaveProperty('zip');
    expect(visitorCard.name).toBe(card.name);
  });

  it('strips a field the schema does not name and refuses a value it does not allow', () => {
    const stray = { ...card, ownerEmail: 'owner@setspot.example' };
    const answers = serializeAnswers(locationSearchPageSchema, { ...page, items: [stray] });
    expect(answers.member).not.toContain('owner@setspot.example');
    expect(() =>
      serializeAnswers(locationSearchPageSchema, { ...page, items: [{ ...card, pricePerDay: -1 }] }),
    ).toThrow();
  });
});
