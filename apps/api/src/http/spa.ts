import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtHtmlReader, htmlVariantsCache, oneTimeVariants, sendHtml } from './compressed-html.ts';
import { injectMeta, type PageMeta } from './html-meta.ts';
import { pagePreloads } from './page-preloads.ts';
import { serverDrawnPages } from './server-drawn-pages.ts';

/** Title, description and preview tags for a client route, or null to serve the page as built. */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

// Content-hashed files never change under their name: a year, and no revalidation (ADR 0018).
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The service worker and the app shell must revalidate so a deploy reaches users at once.
const REVALIDATE = 'no-cache';
// Icons, robots and the web manifest keep their names across builds: an hour, then revalidated.
const SHORT = 'public, max-age=3600';

function withPreloads(html: string, tags: string): string {
  return tags ? html.replace(/<\/head>/i, `    ${tags}\n  </head>`) : html;
}

/** Cache-Control for a built file, from where it lives (its .br or .gz copy answers alike). */
export function cacheControlFor(webDist: string, file: string): string {
  const relative = path
    .relative(webDist, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative.endsWith('.html') || relative === 'sw.js') return REVALIDATE;
  return SHORT;
}

/**
 * Serves the built web app with an SPA fallback: any GET that is not an API call and not a
 * file gets index.html, and the client router decides (its 404 page included). Routes the resolver
 * knows get their own title, description and Open Graph tags (link previews, search engines).
 * Files go out as the brotli or gzip copies made at build time when the browser accepts them.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, resolveMeta?: PageMetaResolver) {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    // wildcard: files are looked up per request, so a rebuild's new hashed assets are served at once.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(webDist, file));
      },
    });
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build".`);
  }
  const shell = builtHtmlReader(indexFile);
  const variantsOf = htmlVariantsCache();
  const preloads = pagePreloads(webDist);
  const drawPage = serverDrawnPages(app, webDist);
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // HEAD is GET without the body (uptime checks and link checkers ask with it); Node leaves the body out.
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const pathname = request.url.split('?')[0] ?? '';
    if (path.extname(pathname) !== '' && !request.url.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!built)
      return reply.status(503).type('text/plain').send('The web app is not built: run "npm run build".');
    const meta = resolveMeta
      ? await resolveMeta(pathname).catch((error: unknown) => {
          request.log.error({ err: error }, 'Page tags could not be made; serving the plain page');
          return null;
        })
      : null;
    reply.header('cache-control', REVALIDATE);
    // Boards are private, and a shared board is for whoever holds its link: never in a search engine.
    if (pathname === '/boards' || pathname.startsWith('/boards/')) reply.header('x-robots-tag', 'noindex');
    const { text } = shell();
    const page = meta ? injectMeta(text, meta) : text;
    const drawn = await drawPage(request, pathname, page).catch((error: unknown) => {
      request.log.error({ err: error }, 'The page could not be drawn on the server; serving the app shell');
      return null;
    });
    if (drawn !== null) {
      return sendHtml(
        request,
        reply,
        oneTimeVariants(withPreloads(drawn, preloads(pathname, meta?.preloadImage, { drawn: true }))),
      );
    }
    return sendHtml(request, reply, variantsOf(withPreloads(page, preloads(pathname, meta?.preloadImage))));
  };
  app.setNotFoundHandler(sendAppPage);
  // The static handler answers a directory ('/') with 403; the home page is the app's too.
  if (built) app.get('/', { schema: { hide: true } }, sendAppPage);
}
