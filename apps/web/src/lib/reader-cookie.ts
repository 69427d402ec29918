import {
  READER_COOKIE,
  READER_COOKIE_MAX_AGE_SECONDS,
  readerCookieValue,
} from '@setspot/domain/pages/reader-cookie';

/**
 * Leaves this device's language and time zone in the reader cookie, so that the server can draw the
 * pages that show days for this reader (docs/decisions/0054). Called when someone signs in: reading
 * the zone loads ICU's data (tens of milliseconds on a phone), which a page load should not pay.
 */
export function rememberReader(): void {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone) return;
  const value = readerCookieValue({ language: navigator.language, timeZone });
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, as the sidebar's (dashboard-sidebar-cookie.ts).
  document.cookie = `${READER_COOKIE}=${value}; path=/; max-age=${READER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
