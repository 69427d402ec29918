import type { PageManifest, PageRoute } from '@setspot/domain/pages/page-manifest';

/** The page's main image, preloaded with its <img>'s srcset and sizes; at high priority unless told. */
export type PreloadImage = {
  href: string;
  srcset?: string;
  sizes?: string;
  /** 'auto': fetched early without going ahead of the page's styles and scripts. High by default. */
  priority?: 'high' | 'auto';
};

/** Per-page tags for link previews and search engines, put into the SPA's index.html. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a preview image. */
  image?: string;
  type?: 'website' | 'article';
  /** The page's main photo, preloaded at high priority. */
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

function beforeHeadEnd(html: string, tags: string): string {
  return tags ? html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`) : html;
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
  return beforeHeadEnd(withoutOld, `${title}\n    ${tags}`);
}

/** Private and one-off pages ask search engines to leave them out. */
export function withNoindex(html: string): string {
  return beforeHeadEnd(html, '<meta name="robots" content="noindex" />');
}

/**
 * The <link> tags that let the browser fetch, while it parses the page, what it would otherwise only
 * discover one step at a time (entry -> app shell -> page chunk -> API calls -> photo): the app
 * shell's and the page's JavaScript files, the session and the page's data, and the main photo
 * (ADR 0018). `drawn`: the server drew the page with its data, so only the main photo is worth asking
 * for early; the scripts only make it interactive, and the app asks for them after the first paint
 * (main.tsx), so they never compete with what paints it. `data`: the page's calls, parameters put in.
 */
export function withPreloads(
  html: string,
  page: { manifest: PageManifest | null; route: PageRoute | null; data: string[]; image?: PreloadImage },
  { drawn = false } = {},
): string {
  const tags: string[] = [];
  if (!drawn && page.manifest) {
    const files = new Set([...page.manifest.shell, ...(page.route?.chunks ?? [])]);
    for (const file of files)
      tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
    // credentials: the web app's fetches carry the session cookie (lib/api-client.ts), so must these.
    for (const url of ['/api/me', ...page.data])
      tags.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`);
  }
  if (page.image) tags.push(imagePreload(page.image));
  return beforeHeadEnd(html, tags.join('\n    '));
}

function imagePreload(image: PreloadImage): string {
  const responsive = image.srcset
    ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : '';
  const priority = image.priority === 'auto' ? '' : ' fetchpriority="high"';
  return `<link rel="preload" as="image"${priority} href="${escapeHtml(image.href)}"${responsive} />`;
}
