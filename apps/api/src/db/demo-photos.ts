import fs from 'node:fs';
import path from 'node:path';

/**
 * Generated photos for the demo listings: simple scenes drawn as SVG so the seed needs no
 * binary assets and no network. Written under the uploads folder and served from /uploads.
 */
export function writeDemoPhotos(
  uploadsDir: string,
  slug: string,
  palette: [string, string],
  title: string,
): string[] {
  const dir = path.join(uploadsDir, 'demo');
  fs.mkdirSync(dir, { recursive: true });
  const urls: string[] = [];
  for (let index = 0; index < 3; index++) {
    const file = `${slug}-${index + 1}.svg`;
    fs.writeFileSync(path.join(dir, file), scene(palette, title, index));
    urls.push(`/uploads/demo/${file}`);
  }
  return urls;
}

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
