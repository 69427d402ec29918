import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestStretch } from '../../testing/edit-distance.ts';
import { FIELD_SEPARATOR } from './search-text.ts';
import { allowsTypo, oneEditMatcher } from './typo-match.ts';

describe('oneEditMatcher', () => {
  it('finds a word with one letter changed, added or left out, anywhere in a field', () => {
    const text = `sunlit loft${FIELD_SEPARATOR}los angeles${FIELD_SEPARATOR}ca`;
    for (const word of ['angeles', 'angles', 'angelles', 'angeles', 'anheles', 'sunlit', 'sunlt', 'xangeles'])
      expect(oneEditMatcher(word)(text), word).toBe(true);
    for (const word of ['anjelez', 'aneles los', 'sunnlitt', 'loftlos', 'chicago'])
      expect(oneEditMatcher(word)(text), word).toBe(false);
  });

  it('agrees with the edit distance of the nearest stretch of one field', () => {
    const letters = fc.constantFrom('a', 'b', 'c', 'é', FIELD_SEPARATOR);
    fc.assert(
      fc.property(
        fc.array(letters, { maxLength: 24 }).map((chars) => chars.join('')),
        fc
          .array(fc.constantFrom('a', 'b', 'c', 'é'), { minLength: 2, maxLength: 8 })
          .map((chars) => chars.join('')),
        (text, word) => {
          expect(oneEditMatcher(word)(text)).toBe(nearestStretch(text.split(FIELD_SEPARATOR), word) <= 1);
        },
      ),
      { seed: 2026, numRuns: 3000 },
    );
  });
});

describe('typo rules', () => {
  it('allows a typo in words of 5 to 31 letters', () => {
    expect([4, 5, 31, 32].map((n) => allowsTypo('a'.repeat(n)))).toEqual([false, true, true, false]);
  });
});
