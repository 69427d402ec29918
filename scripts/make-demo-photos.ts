// Draws the demo listings' photos once and writes them into the repository
// (apps/api/src/modules/demo/photos), through the same pipeline as an upload: a WebP original and
// its 400 and 800 px variants. Seeding then only copies files, so a first start renders nothing.
// Run again after changing a demo listing's title or palette:
//   node --import tsx scripts/make-demo-photos.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { demoLocations } from '../apps/api/src/modules/demo/demo-data.ts';
import { demoPhotoFile, PHOTOS_PER_LISTING } from '../apps/api/src/modules/demo/demo-photo-files.ts';
import { processImage } from '../apps/api/src/modules/images/images.public.ts';

const WIDTH = 1600;
const HEIGHT = 1067;
const dir = path.join(import.meta.dirname, '../apps/api/src/modules/demo/photos');

function scene([light, dark]: [string, string], title: string, variant: number): string {
  const windows = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 250 + variant * 20;
    return `<rect x="${x}" y="140" width="170" height="260" rx="6" fill="#fff" fill-opacity="${0.55 - variant * 0.12}"/>`;
  }).join('');
  const label = title.replace(/[&<>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${variant === 1 ? 1 : 0}" y2="1">
<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>${windows}
<rect y="560" width="1200" height="240" fill="${dark}" fill-opacity="0.85"/>
<text x="60" y="700" font-family="sans-serif" font-size="56" fill="#fff">${label}</text>
</svg>`;
}

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let total = 0;
for (const demo of demoLocations) {
  for (let index = 0; index < PHOTOS_PER_LISTING; index++) {
    // Drawn at 1200 x 800 user units; 96 dpi renders it at 1600 px wide, sharp rather than upscaled.
    const png = await sharp(Buffer.from(scene(demo.palette, demo.title, index)), { density: 96 })
      .resize(WIDTH, HEIGHT)
      .png({ compressionLevel: 1 })
      .toBuffer();
    const image = await processImage(png);
    const files = [
      { name: demoPhotoFile(demo.title, index), data: image.original.data },
      ...image.variants.map((v) => ({ name: demoPhotoFile(demo.title, index, v.width), data: v.image.data })),
    ];
    for (const file of files) {
      fs.writeFileSync(path.join(dir, file.name), file.data);
      total += file.data.length;
    }
  }
}
console.log(`Wrote the demo photos to ${dir}: ${(total / 1024).toFixed(0)} KB`);
