/**
 * Search text. Product section 7 searches "case-insensitive contains of lowercase text against title,
 * city or state"; a query of several words ('los angeles loft') finds the listings that hold every
 * word somewhere, in any order, in the title, description, city, state or type. The fields are kept
 * in one string, joined by a character a query cannot hold, so a match never spans two fields.
 */
export const FIELD_SEPARATOR = '\u0001';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export type SearchFields = {
  title: string;
  description: string;
  city: string;
  state: string;
  type: string;
};

export function searchTextOf(fields: SearchFields): string {
  return [fields.title, fields.city, fields.state, fields.type, fields.description]
    .map((field) => field.toLowerCase())
    .join(FIELD_SEPARATOR);
}

/**
 * A listing's street address and zip as one text, in the same form: matched for signed-in callers
 * only, who see them on the card (term-matches.ts).
 */
export function addressTextOf(fields: { address: string; zip: string }): string {
  return [fields.address, fields.zip].map((field) => field.toLowerCase()).join(FIELD_SEPARATOR);
}

/**
 * The short fields of a search text (title, city, state and type, which come first), without the
 * description: the part a word with a typo is looked for in (term-matches.ts).
 */
export function shortFieldsOf(text: string): string {
  let end = -1;
  for (let field = 0; field < 4; field++) {
    end = text.indexOf(FIELD_SEPARATOR, end + 1);
    if (end === -1) return text;
  }
  return text.slice(0, end);
}

/** The query as it is matched: lower case, without control characters, single spaces; '' matches everything. */
export function normalizeSearchTerm(q: string | undefined): string {
  return (q ?? '').replace(CONTROL_CHARACTERS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a normalised term, each once. */
export function searchWordsOf(term: string): string[] {
  return term === '' ? [] : [...new Set(term.split(' '))];
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
