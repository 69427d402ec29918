import { describe, expect, it } from 'vitest';
import { sitemapIndex, urlSet } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('lists URLs with their last change, escaped', () => {
    const xml = urlSet([
      { loc: 'https://setspot.example/' },
      { loc: 'https://setspot.example/search?a=1&b=2', lastmod: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://setspot.example/</loc></url>');
    expect(xml).toContain(
      '<loc>https://setspot.example/search?a=1&amp;b=2</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>',
    );
  });

  it('indexes several sitemaps', () => {
    expect(sitemapIndex(['https://s.example/sitemaps/locations-1.xml'])).toContain(
      '<sitemap><loc>https://s.example/sitemaps/locations-1.xml</loc></sitemap>',
    );
  });
});
