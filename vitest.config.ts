import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests build their own app on a fresh database (server/test/app.ts):
// PGlite in memory always, and — when TEST_DATABASE_URL is set, as CI sets it — once more on
// PostgreSQL, each test file in a throw-away database it creates and drops.
const shared = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };
// The server's files run as `npm start` runs them: Node's own import, which strips the types. Through
// Vite's module runner a test file spent about 5 s importing the app, natively 2.7 s, in each of
// some 300 file runs; the web's files need the runner (JSX, vi.mock) and keep it.
const native = { experimental: { viteModuleRunner: false } };

export default defineConfig({
  test: {
    pool: 'forks',
    // One fork per core (Vitest's default leaves one free): on this 2-core machine the unit stage
    // took 170 s with one worker and 121 s with two, both databases, all green.
    maxWorkers: Math.max(2, os.availableParallelism()),
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          ...native,
          name: 'pglite',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      // The build's own tools (scripts/) with the web's files: they import what the web imports.
      { test: { ...shared, name: 'web', include: ['web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                ...native,
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                // The hostile-input sweep (about 47 000 requests) runs on PGlite — the same
                // PostgreSQL — in `npm test`, and on both in `npm run fuzz` (decision 0028).
                exclude: ['server/fault.test.ts', ...(process.env.FUZZ_RUNS ? [] : ['server/hostile-input.test.ts'])],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
