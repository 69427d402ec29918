/** The page's main image, preloaded at high priority with the same srcset and sizes as its <img>. */
export type PreloadImage = { href: string; srcset?: string; sizes?: string };

/** Per-page tags for link previews and search engines, put into the SPA's index.html. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a preview image. */
  image?: string;
  type?: 'website' | 'article';
  /** The page's main photo, preloaded at high priority (http/page-preloads.ts). */
  preloadImage?: PreloadImage;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The page with its <title> and description replaced and Open Graph and Twitter card tags added.
 * Every value is escaped: titles and descriptions are written by listing owners.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    tag('name', 'description', meta.description),
    tag('property', 'og:site_name', 'SetSpot'),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ].join('\n    ');
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const withoutOld = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>/gi, '');
  return withoutOld.replace(/<\/head>/i, `    ${title}\n    ${tags}\n  </head>`);
}
