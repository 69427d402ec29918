/**
 * Control characters in text are never meant: NUL breaks PostgreSQL text ('invalid byte sequence'),
 * and the rest hide content from the person reading it. Tab, line feed and carriage return are
 * ordinary in multi-line text and stay allowed. One rule for every text the API accepts.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
