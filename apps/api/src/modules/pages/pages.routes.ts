import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchPageRoute } from '@setspot/domain/pages/page-manifest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid } from '../../http/ids.ts';
import { hasSessionCookie } from '../../http/session-cookie.ts';
import { builtHtmlReader, htmlVariantsCache, oneTimeVariants, sendHtml } from './compressed-html.ts';
import { leadImageResolver } from './lead-image.ts';
import { pageManifestReader } from './page-manifest-reader.ts';
import { pageMetaResolver } from './page-meta.ts';
import { injectMeta, withNoindex, withPreloads } from './page-tags.ts';
import { serverDrawnPages } from './server-drawn-pages.ts';

// Content-hashed files never change under their name: a year, and no revalidation (ADR 0018).
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The service worker and the app shell must revalidate so a deploy reaches users at once.
const REVALIDATE = 'no-cache';
// Icons, robots and the web manifest keep their names across builds: an hour, then revalidated.
const SHORT = 'public, max-age=3600';

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
 * The one path that serves pages (docs/decisions/0043). Files of the built web app go out as they
 * are (the brotli or gzip copies made at build time when the browser accepts them); any other GET
 * that is not an API call is a page: index.html, made into that page from its route in the web
 * build's route manifest (tags, noindex, preloads, drawn on the server for visitors), and the client
 * router decides what it shows (its 404 page included).
 */
export async function registerPages(app: FastifyInstance, deps: Pick<AppDeps, 'auth' | 'config' | 'db'>) {
  const { webDist } = deps.config;
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
  const manifestOf = pageManifestReader(webDist);
  const variantsOf = htmlVariantsCache();
  const drawPage = serverDrawnPages(app, webDist);
  const metaOf = pageMetaResolver(deps);
  const leadImageOf = leadImageResolver(deps);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A drawn form (log in, sign up) sent before the app took it over comes as a POST to its page:
    // back to the page, unread (the app sends it through the API once it has loaded).
    if (!isApi && request.method === 'POST') return reply.redirect(request.url, 303);
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
    const manifest = manifestOf();
    const { route = null, params = {} } = (manifest && matchPageRoute(manifest.routes, pathname)) ?? {};
    const meta = route
      ? await metaOf(route, params, pathname).catch((error: unknown) => {
          request.log.error({ err: error }, 'Page tags could not be made; serving the plain page');
          return null;
        })
      : null;
    reply.header('cache-control', REVALIDATE);
    let page = shell().text;
    if (meta) page = injectMeta(page, meta);
    if (route && !route.index) page = withNoindex(page);
    // Only signed-in pages name a lead photo (the manifest's leadImage); none has a listing's tags.
    const leadImage = await leadImageOf(route, request).catch((error: unknown) => {
      request.log.error({ err: error }, "The page's lead photo could not be named; serving the page");
      return undefined;
    });
    const image = meta?.preloadImage ?? leadImage;
    const drawn = await drawPage(request, route, page).catch((error: unknown) => {
      request.log.error({ err: error }, 'The page could not be drawn on the server; serving the app shell');
      return null;
    });
    if (drawn !== null) {
      const preloaded = withPreloads(
        drawn.html,
        { manifest, route, data: [], ...(image ? { image } : {}) },
        { drawn: true },
      );
      // A page drawn with one viewer's data is theirs alone, as a page naming their photo is below.
      if (drawn.personal) reply.header('cache-control', `private, ${REVALIDATE}`);
      return sendHtml(request, reply, oneTimeVariants(preloaded));
    }
    // A signed-in page's data is asked for early only when a session may answer it.
    const askData = route && (!route.signedIn || hasSessionCookie(request));
    const data = askData ? dataUrls(route.data, params) : [];
    const html = withPreloads(page, { manifest, route, data, ...(image ? { image } : {}) });
    // A page naming one user's photo is theirs alone: compressed for this answer, not kept with the
    // pages every visitor shares, and no shared cache may keep it either.
    if (!leadImage) return sendHtml(request, reply, variantsOf(html));
    reply.header('cache-control', `private, ${REVALIDATE}`);
    return sendHtml(request, reply, oneTimeVariants(html));
  };
  app.setNotFoundHandler(sendPage);
  // The static handler answers a directory ('/') with 403; the home page is the app's too.
  if (built) app.get('/', { schema: { hide: true } }, sendPage);
}

/** The page's API calls with its parameters put in; none when an id is not one (it would only fail). */
function dataUrls(urls: string[], params: Record<string, string>): string[] {
  if (params.id !== undefined && !isUuid(params.id)) return [];
  return urls.map((url) =>
    url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
  );
}
