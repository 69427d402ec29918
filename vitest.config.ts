import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-aliases.ts';

// Three projects: fast pure tests; tests that need a real database (PGlite, or the PostgreSQL server
// named by DATABASE_URL); and the web app's component tests, in happy-dom against a real API server.
// Browser journeys live in e2e/ under Playwright.
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The components are tested on what ships: Preact (ADR 0026). Libraries are inlined so that
        // their own imports of react meet the aliases too.
        resolve: {
          alias: [
            ...preactAliases,
            // Its ES module build, which imports react-dom and react where the aliases can reach them.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          // The libraries' ES module builds, whose imports the aliases see (their CommonJS builds,
          // picked under the node condition, would load React itself through require).
          conditions: ['module', 'browser', 'development'],
          mainFields: ['module'],
        },
        test: {
          name: 'web',
          server: { deps: { inline: true } },
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          globalSetup: ['scripts/web-test-api.mjs'],
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
