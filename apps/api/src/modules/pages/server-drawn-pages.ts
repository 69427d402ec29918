import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRoute } from '@setspot/domain/pages/page-manifest';
import {
  PAGE_RENDERER_FILE,
  type PageRendererModule,
  type PageTransport,
  type PageViewer,
  type ServerPage,
} from '@setspot/domain/pages/page-renderer';
import { readerFromCookies, serverDrawsDaysFor } from '@setspot/domain/pages/reader-cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../../http/session-cookie.ts';

const FIRST_PAINT = /<!--first-paint-->[\s\S]*?<!--\/first-paint-->/;

/** A drawn page, and whether it is the signed-in viewer's own (no shared cache may keep it). */
export type DrawnPage = { html: string; personal: boolean };

/**
 * Draws the pages the route manifest marks `drawn` (home, search, a listing, information pages, log in
 * and sign up: the ones visitors arrive at from outside, search engines and shared links) for visitors
 * without a session, so they paint before the app's JavaScript arrives (ADR 0022), and those it marks
 * `drawnSignedIn` (the owner dashboard; /messaging when the reader cookie allows, ADR 0054) for a
 * visitor with a session, with their data (ADR 0052).
 * Drawn from the web app's own components (its renderer, built into dist-ssr, keeps the contract of
 * @setspot/domain/pages/page-renderer), by asking the server's own routes for the data in process (no
 * network), with the viewer's session cookie when the page is theirs. Answers null whenever the page
 * is not one of those, or could not be drawn: the caller then sends the app shell as before.
 */
export function serverDrawnPages(app: FastifyInstance, webDist: string) {
  const rendererFile = path.join(webDist, '..', 'dist-ssr', PAGE_RENDERER_FILE);
  // The viewer's Cookie header for the in-process calls of the page being drawn: each page is drawn
  // in its own async context, so two viewers' pages drawn at once never see each other's session.
  const viewerCookie = new AsyncLocalStorage<string>();
  let renderer: Promise<((url: URL, viewer: PageViewer) => Promise<ServerPage | null>) | null> | undefined;
  const load = () => {
    renderer ??= fs.existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then((module: PageRendererModule) =>
          module.createPageRenderer(inProcessTransport(app, () => viewerCookie.getStore())),
        )
      : Promise.resolve(null);
    return renderer;
  };
  return async (
    request: FastifyRequest,
    route: PageRoute | null,
    shellHtml: string,
  ): Promise<DrawnPage | null> => {
    const signedIn = hasSessionCookie(request);
    const cookie = request.headers.cookie ?? '';
    const drawn = signedIn
      ? route?.drawnSignedIn === true && (!route.readerDays || serverDrawsDaysFor(readerFromCookies(cookie)))
      : route?.drawn === true;
    if (!drawn || !FIRST_PAINT.test(shellHtml)) return null;
    const render = await load();
    if (!render) return null;
    const url = new URL(request.url, 'http://setspot.local');
    const page = signedIn
      ? await viewerCookie.run(cookie, () => render(url, { signedIn: true, cookie }))
      : await render(url, { signedIn: false });
    if (!page) return null;
    // The request's id (well formed: request-log.ts) goes with the page, so that the browser files a
    // failure to take the page over under it (the web app's server-render-state.ts).
    const html = shellHtml
      .replace(/<\/head>/i, () => `  <meta name="request-id" content="${request.id}">\n  </head>`)
      .replace(FIRST_PAINT, () => page.html)
      .replace(/<\/body>/i, () => `${page.stateScript}\n  </body>`);
    return { html, personal: signedIn };
  };
}

/**
 * fetch's shape, answered by the server's own routes (Fastify's inject): as a visitor without cookies,
 * or with the Cookie header of the viewer whose page is being drawn.
 */
function inProcessTransport(app: FastifyInstance, cookieOf: () => string | undefined): PageTransport {
  return async (url, init) => {
    const cookie = cookieOf();
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    const headers = new Headers();
    for (const name of ['content-type', 'x-request-id']) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
