import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `%text%` with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * How the search box matches an email column (ADR 0051). A whole address is looked up as itself
 * (addresses are stored lower-case): the operator means that person, and the unique index answers
 * at once, where a trigram scan of '%…@bench.local%' read every address sharing the domain. Part of
 * one is matched anywhere in the address through its trigram index. Text with a space cannot be in
 * an address: null, and the caller leaves the email out.
 */
export function emailMatch(column: SQLWrapper, text: string): SQL | null {
  if (/\s/.test(text)) return null;
  if (WHOLE_ADDRESS.test(text)) return sql`${column} = ${text.toLowerCase()}`;
  return sql`${column} ilike ${containsPattern(text)}`;
}

/** A title's words as migration 0024 indexes them: the query must write the very same expression. */
const TITLE_WORDS = sql.raw(
  String.raw`array_to_tsvector(array_remove(regexp_split_to_array(lower(l.title), '\s+'), ''))`,
);

/**
 * The words a title must hold for `title ILIKE '%text%'` to be true, as a tsquery over migration
 * 0024's index, or null where that index cannot help. With the text split on its spaces, a word
 * between two others is a whole word of the title and the last one begins a word (the first may end
 * one: left out). Null for a single word, and for text beyond printable ASCII or with a quote or a
 * backslash: those go to the trigram index, so no question of how each side splits them arises.
 * Not lower-cased here: the caller's SQL does it with PostgreSQL's lower(), as the index does.
 */
export function titleWordsQuery(text: string): string | null {
  if (!/^[\x20-\x7e]*$/.test(text) || /['\\]/.test(text)) return null;
  const words = text.trim().split(/ +/);
  if (words.length < 2) return null;
  const lexeme = (word: string) => `'${word}'`;
  return [...words.slice(1, -1).map(lexeme), `${lexeme(words.at(-1) ?? '')}:*`].join(' & ');
}

/**
 * The ids of listings whose title contains the text (`ILIKE '%text%'`), read through the title's
 * words where the text has several (migration 0024), else through its trigram index.
 */
export function listingIdsByTitle(text: string): SQL {
  const pattern = containsPattern(text);
  const words = titleWordsQuery(text);
  if (!words) return sql`select l.id from locations l where l.title ilike ${pattern}`;
  // OFFSET 0 keeps the ILIKE out of the inner scan: there the planner would take the trigram index
  // for it again, whose cost on common trigrams it cannot see. It checks the few rows found instead.
  return sql`select by_words.id from (
      select l.id, l.title from locations l where ${TITLE_WORDS} @@ lower(${words})::tsquery offset 0
    ) by_words where by_words.title ilike ${pattern}`;
}
