import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MENTOR_DEV_URL = 'http://localhost:5174';

/** Starts a remote's own dev server the way its team does, and waits until Vite says it is ready. */
function startDevServer(filter: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', filter, 'dev'], { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready in')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`dev server exited with ${code}:\n${output}`)));
  });
}

test('a remote runs on its own with its team dev server (pnpm --filter <app> dev)', async ({ page }) => {
  test.slow();
  const server = await startDevServer('@fikrspace/app-mentor');
  try {
    await page.goto(`${MENTOR_DEV_URL}/`);
    await expect(page.getByTestId('portal-landing')).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveTitle(/\| Mentor Portal$/);
    // The same guards as inside the shell: a protected page asks for sign-in.
    await page.goto(`${MENTOR_DEV_URL}/mentees`);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
});

test('the shell dev server without a backend shows the development Configuration Error page', async ({ page }) => {
  test.slow();
  const server = await startDevServer('@fikrspace/app-shell', { FIKRSPACE_LOCAL_DIR: mkdtempSync(path.join(tmpdir(), 'fikrspace-no-backend-')) });
  try {
    await page.goto('http://localhost:5170/');
    await expect(page.getByRole('heading', { name: 'Configuration Error' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('configuration-error-details')).toHaveText('Could not load /runtime-config.json: HTTP 404');
    await expect(page.getByRole('heading', { name: 'Setup steps' })).toBeVisible();
    await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
});
