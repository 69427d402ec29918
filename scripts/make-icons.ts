// Draws the app's PNG icons once from apps/web/public/favicon.svg and writes them beside it.
// Pages and the web app manifest name these PNGs rather than the SVG: Chrome draws an SVG icon as a
// document of its own on the page's main thread (one for the tab's favicon, one for the manifest's
// icon), tasks of 10 to 20 ms just after the first paint here, more on a busy machine or a slow
// phone (blocking time; ADR 0028). A PNG is only decoded, in under a millisecond.
// Run again after changing favicon.svg:
//   node --import tsx scripts/make-icons.ts
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '../apps/web/public');
const source = path.join(publicDir, 'favicon.svg');

/** File name and size in pixels; 192 and 512 are the sizes installable web apps are expected to offer. */
const icons: [string, number][] = [
  ['favicon-32.png', 32],
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
];

for (const [name, size] of icons) {
  // Rendered at a density that gives at least `size` pixels, then scaled down: crisp edges.
  const density = Math.ceil((72 * size) / 64);
  const info = await sharp(source, { density })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, name));
  console.log(`${name}: ${info.width}x${info.height}, ${info.size} bytes`);
}
