// Prints, after `vite build`, how much gzipped JavaScript each route loads before the user can
// interact: index.html's entry, the app shell it imports at start (src/app/app.tsx), the route's
// page chunk (every lazy import of the app shell is a route), its layout for the dashboard pages,
// and every chunk those import statically. Read from Vite's .vite/manifest.json, so it measures what
// the browser fetches, not a guess from file names. The budget applies to the shell and every route.
//
// Usage: node scripts/report-bundle.mjs [distDir] [--strict] [--all]
//   distDir   defaults to apps/web/dist
//   --strict  exits with 1 when the shell or a route is over the budget
//   --all     lists every route's own files, not only those of the public pages below
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// At most 160 KB for the shell and for every route, so that a phone can start any page soon: React 19
// and React Router are about 137 KB of it before any route's code (ADR 0030, which replaced issue
// 12's 120 KB, set for the app on Preact). With --strict (the build) one route past it fails the build.
const BUDGET_BYTES = 160 * KB;

// main.tsx loads the app shell with a dynamic import as soon as it runs, so it counts for every route.
const STARTUP = ['index.html', 'src/app/app.tsx'];
// Public pages whose own files are listed (the others only with --all).
const DETAILED = ['src/app/routes/home.tsx', 'src/app/routes/search.tsx', 'src/app/routes/location.tsx'];
const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard-layout.tsx';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const listAll = args.includes('--all');
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

/** The page modules the router loads lazily (src/app/router.tsx, info-routes.ts), as manifest keys. */
function routeModules() {
  const source = (file) => fs.readFileSync(path.join(dist, '../src/app', file), 'utf8');
  const modules = (text) =>
    [...text.matchAll(/import\('(\.\.?\/[\w/.-]+)'\)/g)].map((m) =>
      path.posix.join('src/app', `${m[1]}.tsx`),
    );
  const router = source('router.tsx');
  // Pages inside the dashboard layout also load the layout.
  const dashboard = new Set(modules(/const dashboardRoutes = \[([\s\S]*?)\n\];/.exec(router)?.[1] ?? ''));
  return [...new Set([...modules(router), ...modules(source('info-routes.ts'))])]
    .filter((key) => key !== DASHBOARD_LAYOUT && manifest[key])
    .map((key) => ({ module: key, roots: dashboard.has(key) ? [DASHBOARD_LAYOUT, key] : [key] }));
}

const routes = routeModules();
const status = (gzip) =>
  gzip > BUDGET_BYTES
    ? `OVER the budget by ${kb(gzip - BUDGET_BYTES)}`
    : `${kb(BUDGET_BYTES - gzip)} to spare`;
console.log(
  `\nGzipped JavaScript loaded before interaction (budget ${kb(BUDGET_BYTES)} for the shell and each route):`,
);
const shellGzip = total(shellFiles);
console.log(
  `  app shell (index.html + src/app/app.tsx): ${kb(shellGzip)} in ${shellFiles.length} files  (${status(shellGzip)})`,
);
let over = shellGzip > BUDGET_BYTES;
let worst = { name: 'app shell', gzip: shellGzip };
for (const route of routes) {
  const files = jsFilesFor([...STARTUP, ...route.roots]);
  const gzip = total(files);
  const own = files.filter((file) => !shellFiles.includes(file));
  if (gzip > BUDGET_BYTES) over = true;
  if (gzip > worst.gzip) worst = { name: route.module, gzip };
  console.log(
    `  ${route.roots.join(' + ')}: ${kb(gzip)}, ${kb(total(own))} of it route code  (${status(gzip)})`,
  );
  if (listAll || DETAILED.includes(route.module))
    for (const file of own) console.log(`      ${file}  ${kb(gzipSize(file).gzip)}`);
}
console.log(`  largest: ${worst.name}, ${kb(worst.gzip)}; ${routes.length} routes`);
if (over) {
  console.log('\nOver the JavaScript budget: keep heavy code behind a lazy import.');
  if (strict) process.exit(1);
}
