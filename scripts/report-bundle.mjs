// Prints, after `vite build`, how much gzipped JavaScript each public route loads before the user
// can interact: index.html's entry, the app shell it imports at start (src/app/app.tsx), the route's
// page chunk, and every chunk those import statically. Read from Vite's .vite/manifest.json, so it
// measures what the browser fetches, not a guess from file names.
//
// Usage: node scripts/report-bundle.mjs [distDir] [--strict]
//   distDir   defaults to apps/web/dist
//   --strict  exits with 1 when a budgeted route is over its budget
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// The home and search pages load at most 150 KB of gzipped JavaScript before interaction.
const BUDGET_BYTES = 150 * KB;

// main.tsx loads the app shell with a dynamic import as soon as it runs, so it counts for every route.
const STARTUP = ['index.html', 'src/app/app.tsx'];
const ROUTES = [
  { name: 'home (/)', module: 'src/app/routes/home.tsx', budget: BUDGET_BYTES },
  { name: 'search (/search)', module: 'src/app/routes/search.tsx', budget: BUDGET_BYTES },
  { name: 'location (/location/{id})', module: 'src/app/routes/location.tsx' },
];

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const distArg = args.find((arg) => !arg.startsWith('--'));
const dist = path.resolve(distArg ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build with build.manifest = true first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** Every manifest entry reachable from `key` through static imports (what loads with it). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest; was it renamed?`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

function jsFilesFor(roots) {
  const keys = new Set();
  for (const root of roots) for (const key of staticClosure(root)) keys.add(key);
  return [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const shellFiles = jsFilesFor(STARTUP);
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file).gzip, 0);

console.log('\nGzipped JavaScript loaded before interaction, per route:');
console.log(
  `  app shell (index.html + src/app/app.tsx): ${kb(total(shellFiles))} in ${shellFiles.length} files`,
);
let over = false;
for (const route of ROUTES) {
  const files = jsFilesFor([...STARTUP, route.module]);
  const gzip = total(files);
  const own = files.filter((file) => !shellFiles.includes(file));
  const budget = route.budget
    ? gzip <= route.budget
      ? `  (budget ${kb(route.budget)}: ok)`
      : `  (budget ${kb(route.budget)}: OVER)`
    : '';
  if (route.budget && gzip > route.budget) over = true;
  console.log(
    `  ${route.name}: ${kb(gzip)} in ${files.length} files, ${kb(total(own))} of it route code${budget}`,
  );
  for (const file of own) console.log(`      ${file}  ${kb(gzipSize(file).gzip)}`);
}
if (over) {
  console.log('\nA route is over its JavaScript budget: keep heavy code behind a lazy import.');
  if (strict) process.exit(1);
}
