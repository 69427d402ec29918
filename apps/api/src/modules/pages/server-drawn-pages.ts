import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_RENDERER_FILE,
  type PageRendererModule,
  type PageTransport,
  type ServerPage,
} from '@setspot/domain/pages/page-renderer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../../http/session-cookie.ts';

const FIRST_PAINT = /<!--first-paint-->[\s\S]*?<!--\/first-paint-->/;

/**
 * Draws the pages the route manifest marks `drawn` (home, search, a listing, information pages, log in
 * and sign up: the ones visitors arrive at from outside, search engines and shared links) for visitors
 * without a session, so they paint before the app's JavaScript arrives (ADR 0022). Drawn from the web
 * app's own components (its renderer, built into dist-ssr, keeps the contract of
 * @setspot/domain/pages/page-renderer), by asking the server's own routes for the data in process (no
 * network). Answers null whenever the page is not one of those, or could not be drawn: the caller
 * then sends the app shell as before.
 */
export function serverDrawnPages(app: FastifyInstance, webDist: string) {
  const rendererFile = path.join(webDist, '..', 'dist-ssr', PAGE_RENDERER_FILE);
  let renderer: Promise<((url: URL) => Promise<ServerPage | null>) | null> | undefined;
  const load = () => {
    renderer ??= fs.existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then((module: PageRendererModule) =>
          module.createPageRenderer(inProcessTransport(app)),
        )
      : Promise.resolve(null);
    return renderer;
  };
  return async (request: FastifyRequest, drawn: boolean, shellHtml: string): Promise<string | null> => {
    if (!drawn || hasSessionCookie(request) || !FIRST_PAINT.test(shellHtml)) return null;
    const render = await load();
    if (!render) return null;
    const page = await render(new URL(request.url, 'http://setspot.local'));
    if (!page) return null;
    // The request's id (well formed: request-log.ts) goes with the page, so that the browser files a
    // failure to take the page over under it (the web app's server-render-state.ts).
    return shellHtml
      .replace(/<\/head>/i, () => `  <meta name="request-id" content="${request.id}">\n  </head>`)
      .replace(FIRST_PAINT, () => page.html)
      .replace(/<\/body>/i, () => `${page.stateScript}\n  </body>`);
  };
}

/** fetch's shape, answered by the server's own routes (Fastify's inject) as a visitor without cookies. */
function inProcessTransport(app: FastifyInstance): PageTransport {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
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
