import { isValidTimeZone } from '../common/time-zone.ts';

/**
 * The reader's language and time zone, as the web app finds them when someone signs in on a device
 * (docs/decisions/0054). A page that shows days (/messaging: each conversation's last day) is drawn
 * on the server only when the request names them: the server cannot know which day a moment falls
 * on for its reader otherwise, and a day drawn wrong would change as the app takes the page over.
 * Not personal: a language and a zone, kept a year like any display preference.
 */
export const READER_COOKIE = 'setspot-reader';
export const READER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Reader = { language: string; timeZone: string };

/** 'en-US~America/New_York', encoded for a cookie's value. */
export function readerCookieValue(reader: Reader): string {
  return encodeURIComponent(`${reader.language}~${reader.timeZone}`);
}

/** The reader a Cookie header names; null when it names none or names it badly. */
export function readerFromCookies(cookieHeader: string): Reader | null {
  const entry = cookieHeader.split(/;\s*/).find((cookie) => cookie.startsWith(`${READER_COOKIE}=`));
  if (!entry) return null;
  let value: string;
  try {
    value = decodeURIComponent(entry.slice(READER_COOKIE.length + 1));
  } catch {
    return null;
  }
  const [language, timeZone, ...rest] = value.split('~');
  if (!language || !timeZone || rest.length > 0) return null;
  return { language, timeZone };
}

/** Whether the reader sees days in en-US's short form ('Mar 3, 2027'), which the app writes by hand. */
export function readsEnglishUsDays(language: string | undefined): boolean {
  return language === 'en-US' || language === 'en';
}

/**
 * Whether the server may draw days for this reader: in the form the app writes by hand, in a zone
 * Intl knows. Other readers' days are Intl's own, in a form only their browser decides.
 */
export function serverDrawsDaysFor(reader: Reader | null): reader is Reader {
  return reader !== null && readsEnglishUsDays(reader.language) && isValidTimeZone(reader.timeZone);
}
