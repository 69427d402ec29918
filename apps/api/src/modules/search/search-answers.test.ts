import {
  featuredLocationsSchema,
  type LocationCard,
  locationCardSchema,
  locationSearchPageSchema,
} from '@setspot/domain/listings/location-views';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardJson, featuredAnswers, searchPageAnswers } from './search-answers.ts';

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
const read = (text: string) => JSON.parse(text);
const facets = {
  minCeiling: [1, 0, 0, 0],
  minPower: [0, 0, 0, 0],
  light: [1, 0, 0, 0, 0],
  maxNoise: [0, 0, 0, 0],
  minParking: [1, 1, 0, 0, 0],
  permit: [0, 1],
  loadIn: [0],
  crew: [0, 0, 0, 0],
};
const counts = { total: 1, page: 1, pageSize: 10, pageCount: 1, types: ['loft' as const], facets };
const page = { items: [card], ...counts };
const pageOf = (cards: LocationCard[]) => searchPageAnswers(cards.map(cardJson), counts);

describe('search answers', () => {
  it('write what z.encode gives: every field the schema names, nothing else', () => {
    expect(read(pageOf([card]).member)).toEqual(z.encode(locationSearchPageSchema, page));
    expect(read(pageOf([card, card]).member).items).toHaveLength(2);
    expect(read(pageOf([]).visitor)).toEqual({ items: [], ...counts });
    const featured = featuredAnswers([cardJson(card)]);
    expect(read(featured.member)).toEqual(z.encode(featuredLocationsSchema, { items: [card] }));
    expect(read(featuredAnswers([]).visitor)).toEqual({ items: [] });
  });

  it('write the map pins given as text after the counts, as the schema reads them', () => {
    const pins = [
      { id: card.id, lat: 34.05, lng: -118.25, price: 450 },
      { id: '5f0c0d1e-2b7a-4c35-9d61-0e4a3c1b2a99', lat: 40.7, lng: -74, price: 120 },
    ];
    const answers = searchPageAnswers([cardJson(card)], counts, JSON.stringify(pins));
    for (const text of [answers.member, answers.visitor]) {
      expect(locationSearchPageSchema.parse(read(text)).pins).toEqual(pins);
    }
    expect(read(searchPageAnswers([], counts, '[]').visitor)).toEqual({ items: [], ...counts, pins: [] });
  });

  it('leave the street address and zip out of the visitor copy only', () => {
    const answers = pageOf([card]);
    expect(read(answers.member).items[0]).toMatchObject({ address: '12 Main St', zip: '90012' });
    const visitorCard = read(answers.visitor).items[0];
    expect(visitorCard).not.toHaveProperty('address');
    expect(visitorCard).not.toHaveProperty('zip');
    expect(visitorCard).toEqual(
      expect.objectContaining({ name: card.name, photos: card.photos, averageRating: card.averageRating }),
    );
    expect(read(featuredAnswers([cardJson(card)]).visitor).items[0]).not.toHaveProperty('address');
  });

  it('leave out a field the schema does not name, and write null where the schema allows it', () => {
    const stray = { ...card, ownerEmail: 'owner@setspot.example' };
    const answers = pageOf([stray]);
    expect(answers.member).not.toContain('owner@setspot.example');
    expect(answers.visitor).not.toContain('owner@setspot.example');
    const unrated = { ...card, averageRating: null, ceilingHeight: null, naturalLightQuality: null };
    const written = read(pageOf([unrated]).member).items[0];
    expect(written).toMatchObject({ averageRating: null, ceilingHeight: null, naturalLightQuality: null });
    expect(locationSearchPageSchema.parse(read(pageOf([card]).member))).toEqual(page);
  });

  it('cut just the address and zip out of a visitor copy, whatever the values around them', () => {
    // Values chosen so that the texts either side of the cut start alike: the cut may move, the
    // visitor's copy may not change.
    const odd: LocationCard[] = [
      { ...card, address: 'averageRating', zip: '' },
      { ...card, address: '"quoted" \\ and \u00e9 \u{1F3AC}', zip: '0\n1' },
      { ...card, address: '', zip: 'a' },
      { ...card, averageRating: null, address: 'null', zip: 'null' },
    ];
    for (const value of odd) {
      const { address: _address, zip: _zip, ...expected } = z.encode(locationCardSchema, value);
      const written = read(pageOf([value, card]).visitor).items;
      expect(written[0]).toEqual(expected);
      expect(read(pageOf([value]).member).items[0]).toEqual(z.encode(locationCardSchema, value));
    }
  });

  it('keep one copy of a card: the visitor copy is the member copy less one span', () => {
    const written = cardJson(card);
    expect(written.text).toContain('"address":"12 Main St"');
    const visitor = written.text.slice(0, written.cutStart) + written.text.slice(written.cutEnd);
    expect(visitor).not.toContain('12 Main St');
    expect(visitor).not.toContain('90012');
    expect(written.cutEnd - written.cutStart).toBe('"address":"12 Main St","zip":"90012",'.length);
  });
});
