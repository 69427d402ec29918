// `npm test`: every check in order (architecture section 7): lint and format, types, import boundaries
// (.dependency-cruiser.cjs), unused code, unit, integration and web component tests, the production
// build, then browser journeys. Stops at the first failing step and ends with the summed
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

// The browser journeys need a Chromium (the one e2e/playwright.config.ts picks): say so now, not
// after ten minutes of other checks, and say how to get one without downloading a browser.
const browser =
  process.env.CHROME_PATH ??
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath());
if (!fs.existsSync(browser)) {
  console.error(
    `npm test needs Chromium for its browser journeys and found none at ${browser}.\n` +
      "Install Debian's: apt-get update && apt-get install -y chromium (or set CHROME_PATH to a Chromium).",
  );
  process.exit(1);
}
const results = path.join(root, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const steps = [
  ['Lint and format', 'npx biome check .'],
  ['Typecheck', 'npx tsc -b && npx tsc -p bench && npx tsc -p scale'],
  ['Boundaries', 'npx depcruise apps packages --config .dependency-cruiser.cjs'],
  // --production starts only from what ships (main.tsx through index.html, main.ts, bench), so code
  // that only tests reach is reported too.
  ['Unused files, exports and dependencies', 'npx knip && npx knip --production'],
  [
    'Unit, integration and web component tests',
    'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json',
  ],
  ['Build', 'npm run build'],
  ['Browser journeys', 'npx playwright test -c e2e/playwright.config.ts'],
];

for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const run = spawnSync(command, {
    cwd: root,
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, TZ: 'UTC' },
  });
  if (run.status !== 0) {
    console.error(`\n${name} failed.`);
    spawnSync('node scripts/summarize-tests.mjs', { cwd: root, stdio: 'inherit', shell: true });
    process.exit(run.status ?? 1);
  }
}
const summary = spawnSync('node scripts/summarize-tests.mjs', { cwd: root, stdio: 'inherit', shell: true });
process.exit(summary.status ?? 1);
