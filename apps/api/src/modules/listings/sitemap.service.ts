import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { countLiveLocations, findSitemapEntries } from './sitemap.repository.ts';
import { type SitemapUrl, sitemapIndex, URLS_PER_SITEMAP, urlSet } from './sitemap-xml.ts';

const PART = /^locations-(\d{1,6})\.xml$/;

/** Part n of the listings; the first part also carries the home and search pages. */
async function part(deps: Pick<AppDeps, 'config' | 'db'>, n: number): Promise<SitemapUrl[]> {
  const base = deps.config.publicUrl;
  const rows = await findSitemapEntries(deps.db, (n - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
  const listings = rows.map((row) => ({ loc: `${base}/location/${row.id}`, lastmod: row.updatedAt }));
  return n === 1 ? [{ loc: `${base}/` }, { loc: `${base}/search` }, ...listings] : listings;
}

/**
 * /sitemap.xml: the home and search pages and every live listing. Past one sitemap's limit it
 * becomes an index of /sitemaps/locations-{n}.xml parts.
 */
export async function sitemap(deps: Pick<AppDeps, 'config' | 'db'>): Promise<string> {
  const total = await countLiveLocations(deps.db);
  if (total <= URLS_PER_SITEMAP) return urlSet(await part(deps, 1));
  const parts = Math.ceil(total / URLS_PER_SITEMAP);
  const base = deps.config.publicUrl;
  return sitemapIndex(Array.from({ length: parts }, (_, i) => `${base}/sitemaps/locations-${i + 1}.xml`));
}

/** /sitemaps/{name}: one part of the index, by its file name. */
export async function sitemapPart(
  deps: Pick<AppDeps, 'config' | 'db'>,
  name: string,
): Promise<Outcome<string>> {
  const n = Number(PART.exec(name)?.[1] ?? 0);
  const urls = n > 0 ? await part(deps, n) : [];
  return urls.length === 0 ? refusal('not_found', 'Not found') : success(urlSet(urls));
}
