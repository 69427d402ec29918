import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app with an SPA fallback: any GET that is not an API call and not a
 * file gets index.html, and the client router decides (its 404 page included).
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build".`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || request.method !== 'GET') {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    if (path.extname(request.url.split('?')[0] ?? '') !== '' && !request.url.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!built)
      return reply.status(503).type('text/plain').send('The web app is not built: run "npm run build".');
    // The service worker and the app shell must revalidate so a deploy reaches users.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  });
}
