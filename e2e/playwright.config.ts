import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { REVIEW_QUEUE_PORT, REVIEW_QUEUE_URL } from './review-queue-server';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL: journeys against servers started elsewhere (the scale-out test's nginx), no server of our own.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;

// Debian's Chromium (architecture section 7); Playwright's own browser only as a last resort.
const chromePath =
  process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/e2e-artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: on a shared machine at load 15 to 20 (seen on 2026-11-25) one journey in forty
  // ran past its time once and passed on the retry. Not two: a journey that fails for real then costs
  // three times its limit, up to 18 minutes of a 90-minute run (docs/decisions/0050).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  // A journey takes 5 to 25 s on a quiet machine; CI machines are shared, and at a load of 10 the
  // same journeys took twice as long, so 30 s failed journeys that worked (seen on 2026-11-25).
  timeout: 60_000,
  // 20 s in CI: at load 19 on 2 cores (2026-11-28) pages took 8 to 12 s to ask for their code and
  // data, and journeys whose screens were right failed their 10 s waits, retries included (traces in
  // docs/decisions/0050). Waits end as soon as the screen is there, so passing runs cost nothing more.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL,
    // No service worker unless a journey asks for one (shell.e2e.ts does, to test it): each browser
    // context otherwise precached the whole build, 105 files and 2.7 MB, beside the journey's own
    // pages, on a CI machine whose two cores the journeys already saturate (ADR 0050, sixth amendment).
    serviceWorkers: 'block',
    // A trace of every run, kept when it fails, with its DOM snapshots but without the screencast: the
    // screencast's frames cost the browser and its GPU process a third of the journeys' CPU (36
    // journeys: 621 s of CPU and 320 s with it, 434 s and 224 s without; ADR 0050, third amendment of 2026-11-29).
    // The failure's own screenshot is still taken below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    launchOptions: {
      ...(chromePath ? { executablePath: chromePath } : {}),
      args: [
        '--disable-gpu',
        // WebGL on the CPU (SwiftShader), so the search map draws headless and in CI (ADR 0041).
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    // Every journey at 390 px too. From 2026-11-27 only those tagged @phone ran here (the screens
    // whose layout changes on a phone; the tag still marks them), since every journey at both widths
    // took CI past its 90 minutes; with service workers blocked the other 63 add about 5 minutes
    // (docs/decisions/0050, 2026-11-29 amendments).
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
        channel: undefined,
      },
    },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: 'node e2e/start-test-server.mjs',
          cwd: '..',
          url: `${baseURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: { PORT: String(PORT), PUBLIC_URL: baseURL },
          stdout: 'ignore',
          stderr: 'pipe',
        },
        // LISTING_REVIEW=true for e2e/review-queue.e2e.ts alone: the other journeys publish at once.
        {
          command: 'node e2e/start-test-server.mjs',
          cwd: '..',
          url: `${REVIEW_QUEUE_URL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: { PORT: String(REVIEW_QUEUE_PORT), PUBLIC_URL: REVIEW_QUEUE_URL, LISTING_REVIEW: 'true' },
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
