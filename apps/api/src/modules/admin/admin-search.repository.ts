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
