import { SIDEBAR_COOKIE_MAX_AGE_SECONDS } from '@setspot/domain/common/constants';

// Product section 2 and 9: the sidebar's open state is kept in a cookie for 7 days, so it survives
// reloads and new tabs. Only the open state is stored; nothing about the user.
const SIDEBAR_COOKIE = 'sidebar_state';

/** True (open) unless the cookie says the sidebar was collapsed; `cookies` as a Cookie header. */
export function readSidebarOpen(cookies: string): boolean {
  const entry = cookies.split(/;\s*/).find((cookie) => cookie.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarOpen(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser we support.
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
