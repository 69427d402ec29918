import { describe, expect, it } from 'vitest';
import { imageVariants, srcsetFor } from './image-variants.ts';

describe('imageVariants', () => {
  it('orders the variants by width and drops what is not a width with a URL', () => {
    expect(
      imageVariants({ '1600': '/c.webp', '400': '/a.webp', '800': ' /b.webp ', big: '/x', '0': '/y' }),
    ).toEqual([
      { width: 400, url: '/a.webp' },
      { width: 800, url: '/b.webp' },
      { width: 1600, url: '/c.webp' },
    ]);
    expect(imageVariants({ '400': '  ', '800': 5 })).toEqual([]);
    expect(imageVariants(null)).toEqual([]);
  });
});

describe('srcsetFor', () => {
  it('lists each variant with its width descriptor', () => {
    expect(
      srcsetFor([
        { width: 400, url: '/a.webp' },
        { width: 800, url: '/b.webp' },
      ]),
    ).toBe('/a.webp 400w, /b.webp 800w');
    expect(srcsetFor([])).toBe('');
  });
});
