import { describe, expect, it } from 'vitest';
import { locationImageSchema } from './location-image.ts';

describe('locationImageSchema', () => {
  const image = { id: 'i1', locationId: 'l1', imageUrl: '/uploads/l1/a.webp', isPrimary: true, position: 0 };

  it('accepts an image record', () => {
    expect(locationImageSchema.parse(image)).toEqual(image);
  });

  it('refuses a blank URL or a negative position', () => {
    expect(locationImageSchema.safeParse({ ...image, imageUrl: '' }).success).toBe(false);
    expect(locationImageSchema.safeParse({ ...image, position: -1 }).success).toBe(false);
  });
});
