import { describe, expect, it } from 'vitest';
import { takeImagesWithinLimit } from './image-files.ts';

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
