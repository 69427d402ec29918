import { describe, expect, it } from 'vitest';
import { joinTexts } from './join-adjacent-text';

const element = { type: 'b' };

describe('joinTexts', () => {
  it('joins adjacent strings and numbers into one text, as HTML holds them', () => {
    expect(joinTexts([1, '.'])).toEqual(['1.']);
    expect(joinTexts(['$', 350, ' / day'])).toEqual(['$350 / day']);
    expect(joinTexts(['a', element, 'b', 'c'])).toEqual(['a', element, 'bc']);
  });

  it('joins across what draws nothing, and keeps elements where they are', () => {
    expect(joinTexts(['a', null, false, 'b', element])).toEqual(['ab', element]);
    expect(joinTexts([null, 'a', element, undefined])).toEqual([null, 'a', element, undefined]);
  });

  it('joins inside nested lists too, and returns the same array when there is nothing to join', () => {
    expect(joinTexts([element, ['x', 'y']])).toEqual([element, ['xy']]);
    const plain = ['a', element, 'b'];
    expect(joinTexts(plain)).toBe(plain);
  });
});
