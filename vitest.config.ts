import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The apps' and packages' own tests: components, hooks, fetchers and models. */
const CODE_TESTS = ['packages/*/src/**/*.test.{ts,tsx,mjs}', 'apps/*/src/**/*.test.{ts,tsx}'];
/** Suites of the backend, the database, the servers and the build tooling. */
const PLATFORM_TESTS = ['tooling/*/src/**/*.test.{ts,mjs}', 'tooling/*/test/**/*.test.mjs', 'supabase/tests/**/*.test.ts', 'supabase/scripts/demo-ecosystem/*.test.mjs', 'supabase/scripts/demo-files/*.test.mjs', 'supabase/functions/**/*.test.mjs', 'e2e/budgets/**/*.test.mjs'];

const shared = {
  environment: 'node',
  setupFiles: ['tooling/ci/src/vitest-setup.ts'],
  // A test's whole time, its waits included (see the setup file): room for a slow day on CI.
  testTimeout: process.env.CI ? 30_000 : 10_000,
} as const;

export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine; the
    // database and server suites spend much of their time waiting, so two finish the whole run in
    // about two-thirds of the time there (654 s to 434 s measured).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // A worker keeps the modules it imported from one file to the next: React, Testing
        // Library, i18next and the packages are imported once per worker instead of once per file,
        // which was a third of the component tests' time (343 s to 249 s for these files). Each
        // file still gets a fresh environment, and state a test sets is its own to reset: module
        // state sits behind the platform packages' setters (`setDb`, `resetToasts`...), and
        // a test that needs a module as it first loads imports it after `vi.resetModules()`.
        test: { ...shared, name: 'code', include: CODE_TESTS, isolate: false },
      },
      {
        extends: true,
        // These start servers, databases and child processes and stub globals per file: each file
        // keeps its own module graph.
        test: { ...shared, name: 'platform', include: PLATFORM_TESTS },
      },
    ],
  },
});
