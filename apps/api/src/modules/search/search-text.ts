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

const SEPARATOR_CODE = FIELD_SEPARATOR.charCodeAt(0);

/**
 * The 2-character substrings of a text as numbers (first char * 65536 + second), leaving out the pairs
 * that span two fields; repeats are kept (adding a row twice is harmless). Written into `out`.
 */
export function bigramCodes(text: string, out: number[]): number[] {
  out.length = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    const first = text.charCodeAt(i);
    const second = text.charCodeAt(i + 1);
    if (first !== SEPARATOR_CODE && second !== SEPARATOR_CODE) out.push(first * 65_536 + second);
  }
  return out;
}
