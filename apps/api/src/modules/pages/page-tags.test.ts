import { describe, expect, it } from 'vitest';
import { injectMeta } from './page-tags.ts';

const page = `<!doctype html><html><head>
<meta name="description" content="old" />
<title>SetSpot</title>
</head><body><div id="root"></div></body></html>`;

describe('injectMeta', () => {
  it('replaces the title and description and adds Open Graph tags', () => {
    const html = injectMeta(page, {
      title: 'Sunlit Loft | SetSpot',
      description: 'A bright loft.',
      url: 'https://setspot.example/location/1',
      image: 'https://setspot.example/a.webp',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sunlit Loft | SetSpot</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<meta name="description" content="A bright loft." />');
    expect(html).toContain('<meta property="og:title" content="Sunlit Loft | SetSpot" />');
    expect(html).toContain('<meta property="og:image" content="https://setspot.example/a.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes what owners wrote', () => {
    const html = injectMeta(page, {
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)>',
      url: 'https://setspot.example/location/1',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img');
  });
});
