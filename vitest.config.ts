import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One retry on CI for the files that wait on a database, a server or a timer, as the journeys have
// (ADR 0050, second amendment): a shared, busy machine once stretched a reload past its test's wait,
// and a stop that fails lands nothing. A test that passes only on its retry is still named in CI's
// summary (scripts/summarize-tests.mjs), so a flaky test is seen and fixed, not hidden.
const retryOnCi = process.env.CI ? 1 : 0;

// Three projects: fast pure tests; tests that need a real database (PGlite, or the PostgreSQL server
// named by DATABASE_URL); and the web app's component tests, in happy-dom against a real API server.
// Browser journeys live in e2e/ under Playwright.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine, where a test
    // file mostly waits on its database or its server. Two there took the whole run from 19 to 7
    // minutes (ADR 0050).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.integration-test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/**/*.integration-test.ts'],
          env: { TZ: 'UTC' },
          // Files share one module registry per worker instead of loading the whole server (Fastify,
          // Better Auth, Drizzle, zod) again for each: that load, not the tests, was two thirds of this
          // project's time (ADR 0050, third amendment). So a file must leave nothing behind in shared
          // modules: shared worlds are built by a call in each file (testing/*-world.ts), and a file
          // that moves the process's zone puts it back (testing/process-time-zone.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry: retryOnCi,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          globalSetup: ['scripts/web-test-api.mjs'],
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 20_000,
          retry: retryOnCi,
        },
      },
    ],
  },
});
