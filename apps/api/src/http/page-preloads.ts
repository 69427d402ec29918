import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, type PreloadImage } from './html-meta.ts';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

// What the web app's router loads for a path (apps/web/src/app/router.tsx, info-routes.ts). A path
// not listed here only gets the app shell preloaded.
const APP_SHELL = 'src/app/app.tsx';
const INFO_PAGE = /^\/([a-z-]+)\/?$/;
const ROUTES: { match: (pathname: string) => boolean; module: (pathname: string) => string }[] = [
  { match: (p) => p === '/', module: () => 'src/app/routes/home.tsx' },
  { match: (p) => /^\/search\/?$/.test(p), module: () => 'src/app/routes/search.tsx' },
  { match: (p) => /^\/location\/[^/]+\/?$/.test(p), module: () => 'src/app/routes/location.tsx' },
  {
    match: (p) => INFO_PAGE.test(p),
    module: (p) => `src/features/info-pages/components/${INFO_PAGE.exec(p)?.[1]}-page.tsx`,
  },
];

// Requests the page makes as soon as its code runs: asked for while that code still downloads.
const DATA: { match: RegExp; urls: (pathname: string) => string[] }[] = [
  { match: /^\/$/, urls: () => ['/api/locations/featured'] },
  {
    match: /^\/location\/([0-9a-f-]{36})\/?$/i,
    urls: (p) => [`/api/locations/${/^\/location\/([^/]+)/.exec(p)?.[1] ?? ''}`],
  },
];

/**
 * The <link> tags that let the browser fetch, while it parses the page, what it would otherwise only
 * discover one step at a time (entry -> app shell -> page chunk -> API calls -> photo): the app
 * shell's and the page's JavaScript chunks, the session and page data, and the main photo (ADR 0018).
 */
export function pagePreloads(webDist: string) {
  const readManifest = manifestReader(path.join(webDist, '.vite/manifest.json'));
  /**
   * `drawn`: the server drew the page (server-drawn-pages.ts) with its data, so only the main photo
   * is worth asking for early. The scripts only make the page interactive; the app asks for them
   * after the first paint (main.tsx), so they never compete with what paints it.
   */
  return (pathname: string, image?: PreloadImage, { drawn = false } = {}): string => {
    if (drawn) return image ? imagePreload(image) : '';
    const manifest = readManifest();
    if (!manifest) return '';
    const page = pageModule(manifest, pathname);
    const roots = [APP_SHELL, ...(page ? [page] : [])].filter((key) => manifest[key]);
    const entry = manifest['index.html']?.file;
    const files = new Set<string>();
    for (const root of roots) for (const key of closure(manifest, root)) files.add(manifest[key]?.file ?? '');
    const tags = [...files]
      .filter((file) => file.endsWith('.js') && file !== entry)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
    // credentials: the web app's fetches carry the session cookie (lib/api-client.ts), so must these.
    const fetches = ['/api/me', ...(DATA.find((d) => d.match.test(pathname))?.urls(pathname) ?? [])];
    tags.push(
      ...fetches.map(
        (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`,
      ),
    );
    if (image) tags.push(imagePreload(image));
    return tags.join('\n    ');
  };
}

function imagePreload(image: PreloadImage): string {
  const responsive = image.srcset
    ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.href)}"${responsive} />`;
}

/**
 * Whether a path is one of the public landing pages above (home, search, a listing, an information
 * page that exists in the build): the pages the server draws for visitors (server-drawn-pages.ts).
 */
export function landingPages(webDist: string) {
  const readManifest = manifestReader(path.join(webDist, '.vite/manifest.json'));
  return (pathname: string): boolean => {
    const manifest = readManifest();
    return manifest !== null && pageModule(manifest, pathname) !== null;
  };
}

function pageModule(manifest: Manifest, pathname: string): string | null {
  const key = ROUTES.find((r) => r.match(pathname))?.module(pathname);
  return key && manifest[key] ? key : null;
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Vite's build manifest, read again only when a new build replaced it; null when there is none. */
function manifestReader(file: string) {
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return (): Manifest | null => {
    if (!fs.existsSync(file)) return null;
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) };
    return cached.manifest;
  };
}
