import type {
  PageRendererModule,
  PageTransport,
  PageViewer,
  ServerPage,
} from '@setspot/domain/pages/page-renderer';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from '../app/app-frame';
import { createQueryClient } from '../app/providers';
import { appRoutes } from '../app/router';
import { answersOf, serverRenderStateScript } from '../app/server-render-state';
import { setApiTransport } from '../lib/api-client';
import { meQueryOptions } from '../lib/auth/get-me';
import { RequestCookieProvider } from '../lib/request-cookie';

// The server's side of the first paint (ADR 0022): the API server's pages module loads this file's
// build (dist-ssr/render-page.js) and asks it for the HTML of public pages a signed-out visitor opens,
// and of the owner dashboard for its signed-in owner (ADR 0052).
// What it exports is the contract of @setspot/domain/pages/page-renderer (ADR 0043).

/**
 * At most this many rounds of "draw, fetch what the page asked for": a page and what its data leads
 * to; for a signed-in viewer the session comes first (the owner dashboard: the session, then the
 * dashboard and the payouts, then the drawing with all of them).
 */
const MAX_ROUNDS = 4;

/**
 * Draws pages with the server's own routes as the API (`transport` answers a path as fetch would).
 * Returns null when a page cannot be drawn faithfully (a call failed, a redirect), so the caller
 * serves the plain app shell and the browser draws the page as it always has.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (transport: PageTransport) => {
  setApiTransport(transport);
  const handler = createStaticHandler(appRoutes);
  return async (url: URL, viewer: PageViewer = { signedIn: false }): Promise<ServerPage | null> => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors) return null;
    const queryClient = createQueryClient();
    const asked = recordAskedQueries(queryClient);
    // A visitor's page is the signed-out one; a signed-in viewer's session is asked for like any data.
    if (!viewer.signedIn) queryClient.setQueryData(meQueryOptions.queryKey, { user: null });
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
    const draw = () =>
      drawWhole(
        <AppFrame queryClient={queryClient}>
          {viewer.signedIn ? (
            <RequestCookieProvider cookie={viewer.cookie}>{page}</RequestCookieProvider>
          ) : (
            page
          )}
        </AppFrame>,
      );
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const html = await draw();
      const unanswered = [...asked.values()].filter(
        ({ queryHash }) => queryClient.getQueryCache().get(queryHash)?.state.status !== 'success',
      );
      if (unanswered.length === 0) {
        // A session that turned out to have ended: the page would say "log in", which the app says
        // better (it goes to /login and back); the shell it is.
        if (viewer.signedIn && !signedInUser(queryClient)) return null;
        return { html, stateScript: serverRenderStateScript(answersOf(queryClient)) };
      }
      if (!(await fetchAll(queryClient, unanswered))) return null;
    }
    return null;
  };
};

/**
 * The page's markup once every lazy component in it has loaded (the toaster, a listing's booking
 * panel): prerender waits for them, where renderToString would leave those parts for the browser to
 * build. Not streamed: the API puts the markup into index.html with the answers it was drawn from
 * after it, and the data rounds above need each draw whole. A part that fails to draw throws, as a
 * failure of the whole page: React would leave that part for the browser, which is not the page the
 * server drew (the API logs it and sends the app shell).
 */
async function drawWhole(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}

function signedInUser(queryClient: QueryClient) {
  return queryClient.getQueryData<{ user: unknown }>(meQueryOptions.queryKey)?.user ?? null;
}

type AskedQuery = { queryHash: string; queryKey: QueryKey; queryFn: () => unknown };

/**
 * Notes each query a component asks for and would fetch in the browser (not switched off with
 * `enabled`), as React Query resolves its options on every render. During server rendering nothing is
 * fetched, so the page says what it needs this way; the cache alone cannot tell, since two
 * components may ask for one key, one of them switched off.
 */
function recordAskedQueries(queryClient: QueryClient): Map<string, AskedQuery> {
  const asked = new Map<string, AskedQuery>();
  const resolve = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options) => {
    const resolved = resolve(options);
    const { queryHash, queryKey, queryFn, enabled } = resolved;
    // skipToken (a symbol) is not a function: such queries are switched off too.
    if (enabled !== false && typeof queryFn === 'function' && queryHash) {
      asked.set(queryHash, { queryHash, queryKey, queryFn: queryFn as () => unknown });
    }
    return resolved;
  }) as typeof queryClient.defaultQueryOptions;
  return asked;
}

async function fetchAll(queryClient: QueryClient, queries: AskedQuery[]): Promise<boolean> {
  await Promise.all(
    queries.map(({ queryKey, queryFn }) => queryClient.prefetchQuery({ queryKey, queryFn, retry: false })),
  );
  return queries.every(
    ({ queryHash }) => queryClient.getQueryCache().get(queryHash)?.state.status === 'success',
  );
}
