import { FIELD_SEPARATOR } from './search-text.ts';

/** Words this long or longer also find texts that hold them with one typo (one edit). */
export const TYPO_MIN_LENGTH = 5;
/** Longer words are matched exactly: the matcher keeps one bit per letter in a 32-bit number. */
export const TYPO_MAX_LENGTH = 31;

const SEPARATOR_CODE = FIELD_SEPARATOR.charCodeAt(0);

export function allowsTypo(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH;
}

/**
 * A test of whether some stretch of a text, inside one field, is `word` with at most one letter
 * changed, added or left out (Levenshtein distance 1). Such a stretch holds one of the word's two
 * halves unchanged (the edit falls in the other), so only the few places where a half occurs are
 * read, each with a bit-parallel matcher (Wu and Manber's shift-and with one error) over a window
 * the stretch fits in. `word` is 2 to 31 characters.
 */
export function oneEditMatcher(word: string): (text: string) => boolean {
  const last = 1 << (word.length - 1);
  // Which of the word's positions hold each character: a table for ASCII, a map for the rest.
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 128) ascii[code] = ascii[code]! | (1 << i);
    else other.set(code, (other.get(code) ?? 0) | (1 << i));
  }
  const holdsBetween = (text: string, from: number, to: number): boolean => {
    // exact: bit i when the word's first i+1 letters end here unchanged; near: with one edit.
    let exact = 0;
    // Leaving out the word's first letter is one edit before any text is read.
    let near = 1;
    for (let i = from; i < to; i++) {
      const code = text.charCodeAt(i);
      if (code === SEPARATOR_CODE) {
        exact = 0;
        near = 1;
        continue;
      }
      const mask = code < 128 ? ascii[code]! : (other.get(code) ?? 0);
      const before = exact;
      exact = ((exact << 1) | 1) & mask;
      near =
        (((near << 1) | 1) & mask) | // this letter matches, after one edit earlier
        ((before << 1) | 1) | // this letter replaces one of the word's
        before | // this letter is one too many
        ((exact << 1) | 1); // the word's next letter is left out
      if ((near & last) !== 0) return true;
    }
    return false;
  };
  const middle = word.length >> 1;
  const left = word.slice(0, middle);
  const right = word.slice(middle);
  return (text) => {
    // The stretch starts where an unchanged first half does, and is at most one letter longer.
    for (let at = text.indexOf(left); at !== -1; at = text.indexOf(left, at + 1)) {
      if (holdsBetween(text, at, Math.min(text.length, at + word.length + 2))) return true;
    }
    // Or it ends where an unchanged second half does.
    for (let at = text.indexOf(right); at !== -1; at = text.indexOf(right, at + 1)) {
      if (holdsBetween(text, Math.max(0, at - middle - 2), at + right.length)) return true;
    }
    return false;
  };
}
