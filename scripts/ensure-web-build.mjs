// Runs before `npm start`: builds the web app when it was never built or its sources changed
// since, so that a fresh clone starts with one command and a stale build is never served.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The server's first-paint renderer (docs/decisions/0022), built beside the web app since.
const builtRenderer = path.join(root, 'apps/web/dist-ssr/render-page.js');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
if (builtAt < changedAt || !fs.existsSync(builtRenderer)) {
  console.log(builtAt === 0 ? 'Building the web app (first start)...' : 'Web sources changed: rebuilding...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
