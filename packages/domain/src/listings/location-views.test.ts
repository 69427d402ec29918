import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleLocation } from '../testing/sample-location.ts';
import {
  type LocationCard,
  type LocationDetail,
  locationCardSchema,
  locationDetailSchema,
  toVisitorCard,
  toVisitorDetail,
} from './location-views.ts';

const photo = {
  url: '/uploads/a-1600.webp',
  isPrimary: true,
  variants: [{ width: 400, url: '/uploads/a-400.webp' }],
  srcset: '/uploads/a-400.webp 400w',
};

function sampleDetail(): LocationDetail {
  return {
    ...sampleLocation(),
    typeName: 'Loft',
    photos: [photo],
    owner: { id: 'owner-1', name: 'Maya Chen', image: null, responseRate: 95, email: 'maya@example.com' },
  };
}

function sampleCard(): LocationCard {
  return z.parse(locationCardSchema, { ...sampleLocation(), typeName: 'Loft', photos: [photo] });
}

describe('location views', () => {
  it('serialise a card and a detail', () => {
    expect(z.encode(locationCardSchema, sampleCard())).toEqual(sampleCard());
    expect(locationDetailSchema.safeParse(sampleDetail()).success).toBe(true);
  });

  it('withhold the address, zip and owner contact from visitors', () => {
    const card = toVisitorCard(sampleCard());
    expect(card).not.toHaveProperty('address');
    expect(card).not.toHaveProperty('zip');
    const detail = toVisitorDetail(sampleDetail());
    expect(detail).not.toHaveProperty('address');
    expect(detail).not.toHaveProperty('zip');
    expect(detail.owner).toEqual({ name: 'Maya Chen', image: null, responseRate: 95 });
  });
});
