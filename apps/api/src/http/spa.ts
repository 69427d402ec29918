import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { injectMeta, type PageMeta } from './html-meta.ts';

/** Title, description and preview tags for a client route, or null to serve the page as built. */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

/**
 * Serves the built web app with an SPA fallback: any GET that is not an API call and not a
 * file gets index.html, and the client router decides (its 404 page included). Routes the resolver
 * knows get their own title, description and Open Graph tags (link previews, search engines).
 */
export async function registerSpa(app: FastifyInstance, webDist: string, resolveMeta?: PageMetaResolver) {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    // wildcard: files are looked up per request, so a rebuild's new hashed assets are served at once.
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build".`);
  }
  const shell = indexHtmlReader(indexFile);
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || request.method !== 'GET') {
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
    // The service worker and the app shell must revalidate so a deploy reaches users.
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!meta) return reply.send(fs.createReadStream(indexFile));
    return reply.send(injectMeta(shell(), meta));
  };
  app.setNotFoundHandler(sendAppPage);
  // The static handler answers a directory ('/') with 403; the home page is the app's too.
  if (built) app.get('/', { schema: { hide: true } }, sendAppPage);
}

/** index.html as text, read again only when a new build replaced it. */
function indexHtmlReader(indexFile: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
}
