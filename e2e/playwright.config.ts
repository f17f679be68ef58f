import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { hostLabels } from '@fikrspace/sites/node';

// Chromium writes under ~/.config and ~/.cache even with a fresh profile; keep that out of $HOME.
const scratch = mkdtempSync(path.join(tmpdir(), 'fikrspace-e2e-'));
process.env.XDG_CONFIG_HOME ??= path.join(scratch, 'config');
process.env.XDG_CACHE_HOME ??= path.join(scratch, 'cache');
// Where the platform under test keeps its backend (supabase.json with the service-role key): set
// once by the runner, so its worker processes, which load this file again, read the same folder.
process.env.FIKRSPACE_E2E_LOCAL_DIR ??= path.join(scratch, 'local');

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://localhost:${E2E_PORT}`;

// Every page asks for analytics consent with a banner along the bottom. Tests start as a visitor
// who declined, on every host they open, so the banner never covers what they click; the
// analytics tests start from an empty browser and answer it themselves.
const HOSTS = ['localhost', ...hostLabels().map((label) => `${label}.localhost`)];
const storageState = {
  cookies: [],
  origins: HOSTS.map((host) => ({ origin: `http://${host}:${E2E_PORT}`, localStorage: [{ name: 'analytics-consent', value: 'denied' }] })),
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs two browsers and the whole platform on two cores, on a machine that is some days over
  // three times slower than on others: a cold federated start-up there can take thirty seconds, so
  // waits are stretched rather than tests retried. A quiet day's run takes no longer for it.
  timeout: process.env.CI ? 120_000 : 30_000,
  expect: { timeout: process.env.CI ? 30_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    storageState,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node ../tooling/server/src/start.mjs',
    url: `${baseURL}/remotes.json`,
    // The whole platform, with its own backend database and port, apart from a running pnpm start.
    env: { PORT: String(E2E_PORT), SUPABASE_PORT: String(E2E_PORT + 1), FIKRSPACE_LOCAL_DIR: process.env.FIKRSPACE_E2E_LOCAL_DIR, DATABASE_URL: '' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
