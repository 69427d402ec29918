import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { landingPages } from './page-preloads.ts';
import { hasSessionCookie } from './session-cookie.ts';

// The web app's first-paint renderer (apps/web/src/ssr/render-page.tsx), as `vite build --ssr` leaves it.
type ServerPage = { html: string; stateScript: string };
type RendererModule = {
  createPageRenderer: (
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ) => (url: URL) => Promise<ServerPage | null>;
};

const FIRST_PAINT = /<!--first-paint-->[\s\S]*?<!--\/first-paint-->/;

/**
 * Draws the landing pages (home, search, a listing, information pages: the ones visitors arrive at
 * from outside, search engines and shared links) for visitors without a session, so they paint
 * before the app's JavaScript arrives (ADR 0022). Drawn from the web app's own components, by asking
 * the server's own routes for the data in process (no network). Answers null whenever the page is
 * not one of those, or could not be drawn: the caller then sends the app shell as before.
 */
export function serverDrawnPages(app: FastifyInstance, webDist: string) {
  const rendererFile = path.join(webDist, '..', 'dist-ssr', 'render-page.js');
  const isLandingPage = landingPages(webDist);
  let renderer: Promise<((url: URL) => Promise<ServerPage | null>) | null> | undefined;
  const load = () => {
    renderer ??= fs.existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then((module: RendererModule) =>
          module.createPageRenderer(inProcessTransport(app)),
        )
      : Promise.resolve(null);
    return renderer;
  };
  return async (request: FastifyRequest, pathname: string, shellHtml: string): Promise<string | null> => {
    if (hasSessionCookie(request) || !isLandingPage(pathname) || !FIRST_PAINT.test(shellHtml)) return null;
    const render = await load();
    if (!render) return null;
    const page = await render(new URL(request.url, 'http://setspot.local'));
    if (!page) return null;
    // The request's id (well formed: request-log.ts) goes with the page, so that the browser files a
    // failure to take the page over under it (apps/web/src/app/server-render-state.ts).
    return shellHtml
      .replace(/<\/head>/i, () => `  <meta name="request-id" content="${request.id}">\n  </head>`)
      .replace(FIRST_PAINT, () => page.html)
      .replace(/<\/body>/i, () => `${page.stateScript}\n  </body>`);
  };
}

/** fetch's shape, answered by the server's own routes (Fastify's inject) as a visitor without cookies. */
function inProcessTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
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
