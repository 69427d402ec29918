import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sitemap, sitemapPart } from './sitemap.service.ts';

const xml = { 200: z.string(), 404: z.string() };
const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

/** GET /robots.txt, /sitemap.xml and its parts /sitemaps/locations-{n}.xml, for search engines. */
export const sitemapRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Everything may be crawled (renderers need /api too); the sitemap is named by an absolute URL.
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${deps.config.publicUrl}/sitemap.xml\n`;
  app.get(
    '/robots.txt',
    { schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE);
      return robots;
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true, response: xml } }, async (_request, reply) => {
    reply.type(XML).header('cache-control', CACHE);
    return sitemap(deps);
  });

  app.get(
    '/sitemaps/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }), response: xml } },
    async (request, reply) => {
      const outcome = await sitemapPart(deps, request.params.name);
      if (!outcome.ok) return reply.status(404).type('text/plain').send(outcome.message);
      return reply.type(XML).header('cache-control', CACHE).send(outcome.value);
    },
  );
};
