// Runs before `npm start`, which runs the compiled server: builds what is missing or older than its
// sources, so that a fresh clone starts with one command and nothing stale is ever served.
//   the web app and its server-side renderer   -> npm run build (which also compiles the server)
//   the compiled server (apps/api/dist)         -> scripts/build-server.mjs, about 0.3 s
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** When `built` was made (0 when it is missing). */
const builtAt = (built) => (fs.existsSync(at(built)) ? fs.statSync(at(built)).mtimeMs : 0);
const changedAt = (sources) => Math.max(...sources.map((source) => newestChange(at(source))));
const stale = (built, sources) => builtAt(built) === 0 || builtAt(built) < changedAt(sources);

const domain = 'packages/domain/src';
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/page-manifest-plugin.ts',
  domain,
];
const serverSources = ['apps/api/src', domain, 'scripts/build-server.mjs'];

// The route manifest the pages module serves from (docs/decisions/0043): a build without it is older than it.
const missing = (built) => builtAt(built) === 0;
if (
  stale('apps/web/dist/index.html', webSources) ||
  missing('apps/web/dist-ssr/render-page.js') ||
  missing('apps/web/dist/.vite/pages.json')
) {
  console.log(
    builtAt('apps/web/dist/index.html') === 0
      ? 'Building (first start)...'
      : 'Sources changed: rebuilding...',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else if (stale('apps/api/dist/main.js', serverSources) || builtAt('apps/api/dist/admin-cli.js') === 0) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
}
