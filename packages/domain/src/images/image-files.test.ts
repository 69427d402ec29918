import { describe, expect, it } from 'vitest';
import { imageFileError, takeImagesWithinLimit } from './image-files.ts';

describe('imageFileError', () => {
  it('accepts images up to 10 MB', () => {
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 10_485_760 })).toBeNull();
    expect(imageFileError({ name: 'a.webp', type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(imageFileError({ name: 'plan.pdf', type: 'application/pdf', size: 10 })).toBe(
      'File "plan.pdf" is not an image',
    );
    expect(imageFileError({ name: 'blank', type: '', size: 10 })).toBe('File "blank" is not an image');
  });

  it('refuses an image one byte over 10 MB', () => {
    expect(imageFileError({ name: 'big.png', type: 'image/png', size: 10_485_761 })).toBe(
      'File "big.png" exceeds 10MB size limit',
    );
  });
});

describe('takeImagesWithinLimit', () => {
  it.each([
    [0, 3, 3, 0],
    [0, 4, 4, 0],
    [0, 5, 4, 1],
    [3, 2, 1, 1],
    [4, 1, 0, 1],
    [5, 2, 0, 2],
  ])('with %i chosen, picking %i accepts %i and ignores %i', (chosen, picked, accepted, ignored) => {
    const result = takeImagesWithinLimit(
      chosen,
      Array.from({ length: picked }, (_, index) => index),
    );
    expect(result.accepted).toHaveLength(accepted);
    expect(result.ignored).toBe(ignored);
  });

  it('keeps the first files picked', () => {
    expect(takeImagesWithinLimit(2, ['a', 'b', 'c']).accepted).toEqual(['a', 'b']);
  });
});
