import { escapeHtml } from '../pages/pages.public.ts';

/** A sitemap holds at most 50,000 URLs (sitemaps.org); stay well below. */
export const URLS_PER_SITEMAP = 45_000;

export type SitemapUrl = { loc: string; lastmod?: Date };

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlSet(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${HEADER}\n<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${HEADER}\n<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}
