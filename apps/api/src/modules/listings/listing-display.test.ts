import { describe, expect, it } from 'vitest';
import { averageOf, dollars, toPhotos } from './listing-display.ts';

describe('location mapper', () => {
  it('turns stored images into photos with srcset, primary first, placeholder when none', () => {
    const photos = toPhotos([
      { url: ' ', isPrimary: true, variants: null },
      { url: '/a-1600.webp', isPrimary: false, variants: { '400': '/a-400.webp', '1600': '/a-1600.webp' } },
    ]);
    expect(photos).toEqual([
      {
        url: '/a-1600.webp',
        isPrimary: true,
        variants: [
          { width: 400, url: '/a-400.webp' },
          { width: 1600, url: '/a-1600.webp' },
        ],
        srcset: '/a-400.webp 400w, /a-1600.webp 1600w',
      },
    ]);
    expect(toPhotos([])).toEqual([{ url: '/placeholder.svg', isPrimary: true, variants: [], srcset: '' }]);
  });

  it('reads money exactly and averages to one decimal', () => {
    expect(dollars('19.99')).toBe(19.99);
    expect(dollars(null)).toBe(0);
    expect(averageOf(14, 3)).toBe(4.7);
    expect(averageOf(0, 0)).toBeNull();
  });
});
