import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx,mjs}', 'apps/*/src/**/*.test.{ts,tsx}', 'tooling/*/src/**/*.test.{ts,mjs}', 'tooling/*/test/**/*.test.mjs', 'supabase/tests/**/*.test.ts', 'supabase/scripts/demo-ecosystem/*.test.mjs', 'supabase/scripts/demo-files/*.test.mjs', 'supabase/functions/**/*.test.mjs', 'e2e/budgets/**/*.test.mjs'],
    environment: 'node',
    setupFiles: ['tooling/ci/src/vitest-setup.ts'],
    // A test's whole time, its waits included (see the setup file): room for a slow day on CI.
    testTimeout: process.env.CI ? 30_000 : 10_000,
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine; the
    // database and server suites spend much of their time waiting, so two finish the whole run in
    // about two-thirds of the time there (654 s to 434 s measured).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
