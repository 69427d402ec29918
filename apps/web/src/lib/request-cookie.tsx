import { createContext, type ReactNode, useContext } from 'react';

// The Cookie header of the request a page is drawn for on the server (ssr/render-page.tsx), where
// there is no document.cookie. Only preferences the page draws from are read this way (the
// dashboard sidebar's open state): the session cookie is httpOnly and never reaches the app.
const RequestCookie = createContext<string | undefined>(undefined);

export function RequestCookieProvider({ cookie, children }: { cookie: string; children: ReactNode }) {
  return <RequestCookie.Provider value={cookie}>{children}</RequestCookie.Provider>;
}

/** The Cookie header of the request the server draws the page for; undefined in the browser. */
export function useRequestCookie(): string | undefined {
  return useContext(RequestCookie);
}

/** The page's cookies as `name=value; name=value`: the request's on the server, the document's here. */
export function useCookieHeader(): string {
  const fromRequest = useRequestCookie();
  return fromRequest ?? (typeof document === 'undefined' ? '' : document.cookie);
}
