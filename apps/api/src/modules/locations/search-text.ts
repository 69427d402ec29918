/**
 * Search text: spec section 7 searches "case-insensitive contains of lowercase text against title,
 * city or state". The three fields are kept in one string, joined by a character a query cannot
 * hold, so a match never spans two fields.
 */
const FIELD_SEPARATOR = '\u0001';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function searchTextOf(title: string, city: string, state: string): string {
  return [title, city, state].map((field) => field.toLowerCase()).join(FIELD_SEPARATOR);
}

/** The query as it is matched: lower case, without control characters; '' matches everything. */
export function normalizeSearchTerm(q: string | undefined): string {
  return (q ?? '').replace(CONTROL_CHARACTERS, '').toLowerCase();
}

/**
 * A 256-bit signature of the 2-character substrings of a text. A row can only contain the query if
 * its signature holds every bit of the query's: a cheap test that skips most rows before the real
 * `includes` check. Also what makes two-letter terms (state codes) fast.
 */
export const SIGNATURE_WORDS = 8;

function bigramBit(text: string, i: number): number {
  const code = text.charCodeAt(i) * 65_599 + text.charCodeAt(i + 1);
  return Math.imul(code, 0x9e3779b1) >>> 24;
}

export function writeSignature(text: string, target: Int32Array, offset: number): void {
  target.fill(0, offset, offset + SIGNATURE_WORDS);
  for (let i = 0; i + 1 < text.length; i++) {
    const bit = bigramBit(text, i);
    const word = offset + (bit >>> 5);
    target[word] = (target[word] ?? 0) | (1 << (bit & 31));
  }
}

/**
 * The words of a query signature that have bits set, as [word index, mask] pairs. Signatures are
 * signed 32-bit words, like the result of `&`, so `(row & mask) === mask` holds with the top bit set.
 */
export function querySignature(term: string): [number, number][] {
  const words = new Int32Array(SIGNATURE_WORDS);
  writeSignature(term, words, 0);
  const pairs: [number, number][] = [];
  words.forEach((mask, word) => {
    if (mask !== 0) pairs.push([word, mask]);
  });
  return pairs;
}
