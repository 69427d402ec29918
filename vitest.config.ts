import { defineConfig } from 'vitest/config';

// Two projects: fast pure tests, and tests that need a real database (PGlite, or the
// PostgreSQL server named by DATABASE_URL). Browser journeys live in e2e/ under Playwright.
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
    ],
  },
});
