import { z } from 'zod';

/**
 * The route manifest the web build writes (apps/web/page-manifest-plugin.ts, from
 * apps/web/src/app/page-routes.ts) and the API's pages module serves every page from
 * (docs/decisions/0043): the seam between the two apps, in the one package both may import.
 */
export const pageRouteSchema = z.object({
  /** The router's pattern: '/search', '/location/:id', '/boards/*'; '*' is the not-found page. */
  path: z.string(),
  /** Drawn on the server for visitors without a session (ADR 0022). */
  drawn: z.boolean(),
  /**
   * Drawn on the server for the signed-in visitor too, with their session and their data: a private
   * page whose largest paint would otherwise wait for the app to load and ask for it (ADR 0052).
   */
  drawnSignedIn: z.boolean().optional(),
  /**
   * The page shows days, which fall in the reader's zone: drawn for a signed-in visitor only when the
   * request's reader cookie names a reader the server can draw days for (pages/reader-cookie.ts,
   * ADR 0054). Otherwise the browser draws it.
   */
  readerDays: z.boolean().optional(),
  /** Search engines may index it; private and one-off pages say noindex. */
  index: z.boolean(),
  /** Needs a signed-in user: its data is asked for early only when a session cookie came along. */
  signedIn: z.boolean(),
  /**
   * The page's tags. 'listing': the listing's own, made from the database by the API; a text: that
   * title and description; none: the page keeps index.html's.
   */
  meta: z.union([z.literal('listing'), z.object({ title: z.string(), description: z.string() })]).optional(),
  /** API calls the page makes as soon as its code runs (':name' is the path's parameter). */
  data: z.array(z.string()),
  /**
   * The page's largest paint is a photo only its data names, drawn once that data has come; the server
   * names it early for the signed-in visitor. 'owner-recent-property': the owner dashboard's first
   * property's thumbnail.
   */
  leadImage: z.literal('owner-recent-property').optional(),
  /** The page's own JavaScript files beside the app shell's, to preload. */
  chunks: z.array(z.string()),
});

export const pageManifestSchema = z.object({
  /** The entry index.html names, loaded by the page itself. */
  entry: z.string(),
  /** The app shell's files, which every page loads first. */
  shell: z.array(z.string()),
  routes: z.array(pageRouteSchema),
});

export type PageRoute = z.infer<typeof pageRouteSchema>;
export type PageManifest = z.infer<typeof pageManifestSchema>;

/** Where the web build leaves the manifest, relative to its output folder (not served: a dot folder). */
export const PAGE_MANIFEST_FILE = '.vite/pages.json';

/** The route of a path ('/x/' as '/x') and its parameters; else the not-found route ('*'), if any. */
export function matchPageRoute(
  routes: readonly PageRoute[],
  pathname: string,
): { route: PageRoute; params: Record<string, string> } | null {
  const segments = pathname.replace(/(.)\/$/, '$1').split('/');
  for (const route of routes) {
    let pattern = route.path.split('/');
    // A splat ('/boards/*') matches its prefix and anything below it, as the router's does.
    if (pattern.length > 1 && pattern.at(-1) === '*') {
      pattern = pattern.slice(0, -1);
      if (segments.length < pattern.length) continue;
      if (pattern.every((part, i) => part === segments[i])) return { route, params: {} };
      continue;
    }
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      params[part.slice(1)] = decodeURIComponentSafe(segment);
      return true;
    });
    if (matches) return { route, params };
  }
  const notFound = routes.find((route) => route.path === '*');
  return notFound ? { route: notFound, params: {} } : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
