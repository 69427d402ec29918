import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertLocationImages, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { testPageManifest } from '../../testing/page-manifest-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let loftId: string;
let gone: string;
const PUBLIC_URL = 'https://setspot.example';

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL },
    // Shaped like apps/web/index.html.
    webIndexHtml: `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <meta name="description" content="SetSpot: find and book filming locations." />
    <title>SetSpot</title>
  </head><body><div id="root"></div></body></html>`,
    webPageManifest: testPageManifest,
  });
  const ownerId = await insertOwner(t.database);
  loftId = await insertLocation(t.database, {
    ownerId,
    title: 'Sunlit <Loft> & "Studio"',
    description: `A bright corner loft. ${'Long text. '.repeat(30)}`,
    address: '218 W 29th Street',
    zip: '90007',
    city: 'Los Angeles',
    state: 'CA',
  });
  await insertLocationImages(t.database, [
    {
      locationId: loftId,
      imageUrl: '/uploads/l/1.webp',
      isPrimary: true,
      variants: { '400': '/uploads/l/1-400.webp', '1600': '/uploads/l/1-1600.webp' },
    },
  ]);
  gone = await insertLocation(t.database, { ownerId, title: 'Gone', deletedAt: new Date() });
});
afterAll(() => t.close());

describe('page tags for link previews', () => {
  it('gives the home page its title, description and Open Graph tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<title>SetSpot: find and book filming locations</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="SetSpot: find and book filming locations" />',
    );
    expect(res.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/" />`);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('gives a listing page its own tags, escaped, with the photo and without the address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/location/${loftId}` });
    expect(res.statusCode).toBe(200);
    const title = 'Sunlit &lt;Loft&gt; &amp; &quot;Studio&quot; in Los Angeles, CA | SetSpot';
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/location/${loftId}" />`);
    expect(res.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/l/1-1600.webp" />`);
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1] ?? '';
    expect(description.startsWith('A bright corner loft.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(res.body).not.toContain('<Loft>');
    expect(res.body).not.toContain('218 W 29th Street');
    expect(res.body).not.toContain('90007');
  });

  it("tags a missing listing as 'Location Not Found'", async () => {
    for (const id of [gone, 'not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/location/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Location Not Found | SetSpot</title>');
      expect(res.body).toContain(
        'The location you&#39;re looking for doesn&#39;t exist or has been removed.',
      );
    }
  });

  it('gives every information page its title, description and Open Graph tags', async () => {
    for (const [url, title] of [
      ['/how-it-works', 'How It Works | SetSpot'],
      ['/privacy-policy/', 'Privacy Policy | SetSpot'],
      ['/photography-tips', 'Photography Tips | SetSpot'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
      expect(res.body).toContain(
        `<meta property="og:url" content="${PUBLIC_URL}${url.replace(/\/$/, '')}" />`,
      );
      expect(res.body.match(/name="description"/g)).toHaveLength(1);
    }
  });

  it('leaves other routes as built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search?q=loft' });
    expect(res.body).toContain('<title>SetSpot</title>');
    expect(res.body).not.toContain('og:title');
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers in and names the sitemap by its absolute URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home and search pages and every live listing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`);
    expect(res.body).toContain(`<url><loc>${PUBLIC_URL}/search</loc></url>`);
    expect(res.body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/location/${loftId}</loc><lastmod>\\d{4}-`));
    expect(res.body).not.toContain(gone);
  });

  it('answers 404 for a sitemap part that does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/locations-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
  });
});
