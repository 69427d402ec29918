import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countLiveLocations, findSitemapEntries } from './sitemap.repository.ts';
import { type SitemapUrl, sitemapIndex, URLS_PER_SITEMAP, urlSet } from './sitemap-xml.ts';

const PART = /^locations-(\d{1,6})\.xml$/;

/**
 * GET /sitemap.xml: the home and search pages and every live listing. Past one sitemap's limit it
 * becomes an index of /sitemaps/locations-{n}.xml parts.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl;
  const pages: SitemapUrl[] = [{ loc: `${base}/` }, { loc: `${base}/search` }];
  /** Part n of the listings; the first part also carries the home and search pages. */
  const part = async (n: number): Promise<SitemapUrl[]> => {
    const rows = await findSitemapEntries(app.db, (n - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
    const listings = rows.map((row) => ({ loc: `${base}/location/${row.id}`, lastmod: row.updatedAt }));
    return n === 1 ? [...pages, ...listings] : listings;
  };
  const xml = { 200: z.string(), 404: z.string() };

  app.get('/sitemap.xml', { schema: { hide: true, response: xml } }, async (_request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const total = await countLiveLocations(app.db);
    if (total <= URLS_PER_SITEMAP) return urlSet(await part(1));
    const parts = Math.ceil(total / URLS_PER_SITEMAP);
    return sitemapIndex(Array.from({ length: parts }, (_, i) => `${base}/sitemaps/locations-${i + 1}.xml`));
  });

  app.get(
    '/sitemaps/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }), response: xml } },
    async (request, reply) => {
      const n = Number(PART.exec(request.params.name)?.[1] ?? 0);
      const urls = n > 0 ? await part(n) : [];
      if (urls.length === 0) return reply.status(404).type('text/plain').send('Not found');
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return urlSet(urls);
    },
  );
};
