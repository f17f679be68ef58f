// The platform as `pnpm start` runs it, for benchmark scripts: the production build on a static
// server, a local backend of its own on PGlite that accepts the pages' origin, and Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { remoteAppNames } from '@fikrspace/sites/node';
import { startLocalBackend } from '../../tooling/local-backend/src/index.mjs';
import { localBackendOptions } from '../../tooling/server/src/backend-options.mjs';
import { createStaticServer } from '../../tooling/server/src/static-server.mjs';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps');
export const DEMO_PASSWORD = 'fikrspace-demo';

/** Starts the platform; `close()` stops the browser, the server and the backend. */
export async function startBenchPlatform() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fikrspace-bench-'));
  const runtimeConfig = { supabase: {} };
  const server = createStaticServer({ appsDir, remotes: remoteAppNames(), runtimeConfig });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const baseURL = `http://localhost:${port}`;
  const backend = await startLocalBackend({ port: 0, localDir: path.join(scratch, 'local'), databaseUrl: '', backendOptions: localBackendOptions(port) });
  Object.assign(runtimeConfig.supabase, { url: backend.url, anonKey: backend.anonKey });
  process.env.XDG_CONFIG_HOME = path.join(scratch, 'config');
  process.env.XDG_CACHE_HOME = path.join(scratch, 'cache');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    baseURL,
    browser,
    async close() {
      await browser.close();
      server.close();
      await backend.close();
    },
  };
}

/** A demo account's signed-in browser state, from one sign-in through the form. */
export async function signedInState(browser, baseURL, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/fikrspace/login`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await form.waitFor({ state: 'hidden', timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
