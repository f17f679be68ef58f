import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx,mjs}', 'apps/*/src/**/*.test.{ts,tsx}', 'tooling/*/src/**/*.test.{ts,mjs}', 'tooling/*/test/**/*.test.mjs', 'supabase/tests/**/*.test.ts', 'supabase/functions/**/*.test.mjs'],
    environment: 'node',
    pool: 'threads',
  },
});
