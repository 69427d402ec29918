import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_URL } from '../shared/constants.ts';
import { imageUrlsOrPlaceholder, usableImageUrls } from './image-urls.ts';

describe('image URLs', () => {
  it('drops blank URLs and keeps the order', () => {
    expect(usableImageUrls(['/a.jpg', '', '  ', null, undefined, ' /b.jpg '])).toEqual(['/a.jpg', '/b.jpg']);
  });

  it('falls back to the placeholder when none remain', () => {
    expect(imageUrlsOrPlaceholder(['', null])).toEqual([PLACEHOLDER_IMAGE_URL]);
    expect(imageUrlsOrPlaceholder([])).toEqual([PLACEHOLDER_IMAGE_URL]);
    expect(imageUrlsOrPlaceholder(['/a.jpg'])).toEqual(['/a.jpg']);
  });
});
