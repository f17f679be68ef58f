import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
// The same server `pnpm start` uses, started a second time to stand in for another host.
import { createStaticServer } from '../../tooling/server/src/static-server.mjs';
import { appShown } from './support';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps');

/** Serves a rewritten remotes.json, as an operator editing the deployed file would. */
async function rewriteManifest(page: Page, edit: (remotes: Record<string, string>) => void) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: Record<string, string> };
    edit(manifest.remotes);
    await route.fulfill({ response, json: manifest });
  });
}

// A handler may still be fetching remotes.json when a test ends; dropping the handlers before the
// page closes keeps that fetch from failing the run after the test has passed.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Starts a server on a free loopback port and answers its origin. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('an unreachable remote shows the route error screen while the shell and other portals keep working', async ({ page }) => {
  const port = await closedPort();
  await rewriteManifest(page, (remotes) => {
    remotes.investor = `http://127.0.0.1:${port}/remotes/investor/mf-manifest.json`;
  });
  await page.goto('/');
  await expect(page.getByTestId('site-home')).toBeVisible();
  await page.getByTestId('portal-card-investor').click();

  const screen = page.getByTestId('route-error');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('/fikrspace/investor/');
  await expect(page.getByTestId('support-reference')).toHaveText(/^[A-Z-]+-[0-9A-Z]+-fikrspace-investor$/);
  await expect(screen.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Go Home' })).toBeVisible();

  await screen.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByTestId('route-error-warning')).toHaveText('This error has occurred 2 times.');

  await screen.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByTestId('site-home')).toBeVisible();
  await page.getByTestId('portal-card-mentor').click();
  await expect(page.getByTestId('portal-landing')).toBeVisible();
});

test('Retry is withdrawn after three retries', async ({ page }) => {
  const port = await closedPort();
  await rewriteManifest(page, (remotes) => {
    remotes.startup = `http://127.0.0.1:${port}/remotes/startup/mf-manifest.json`;
  });
  await page.goto('/fikrspace/startup/');
  const retry = page.getByTestId('route-error').getByRole('button', { name: 'Retry', exact: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(retry).toBeVisible();
    await retry.click();
  }
  await expect(page.getByTestId('route-error')).toBeVisible();
  await expect(retry).toHaveCount(0);
  await expect(page.getByTestId('route-error').getByRole('link', { name: 'Go Home' })).toBeVisible();
});

test('a remote whose module throws is contained to its own area', async ({ page }) => {
  await page.route(/\/remotes\/mentor\/assets\/portal-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Mentor portal failed to initialise");' }),
  );
  await page.goto('/fikrspace/mentor/');
  await expect(page.getByTestId('route-error')).toBeVisible();
  await expect(page.getByTestId('route-error')).toContainText('Mentor portal failed to initialise');
  await page.goto('/fikrspace/accelerator/');
  await expect(page.getByTestId('portal-landing')).toBeVisible();
});

test('editing remotes.json moves a remote to another host without rebuilding the shell', async ({ page, baseURL }) => {
  // The shell's own deployment on a second host (the same build, linked file by file), and the
  // investor remote on a third; then remotes.json is edited on disk, as an operator would.
  const deployment = mkdtempSync(path.join(tmpdir(), 'fikrspace-deployment-'));
  const shellDist = path.join(appsDir, 'shell', 'dist');
  mkdirSync(path.join(deployment, 'shell', 'dist'), { recursive: true });
  for (const entry of readdirSync(shellDist)) {
    if (entry !== 'remotes.json') symlinkSync(path.join(shellDist, entry), path.join(deployment, 'shell', 'dist', entry));
  }
  const remoteNames = readdirSync(appsDir).filter((name) => name !== 'shell' && existsSync(path.join(appsDir, name, 'dist', 'mf-manifest.json')));
  for (const name of remoteNames) symlinkSync(path.join(appsDir, name), path.join(deployment, name));
  const runtimeConfig = await (await fetch(`${baseURL}/runtime-config.json`)).json();
  const shellHost: Server = createStaticServer({ appsDir: deployment, remotes: remoteNames, runtimeConfig });
  const shellOrigin = await listen(shellHost);
  // The remote's host answers cross-origin reads for that shell only.
  const investorHost: Server = createStaticServer({ appsDir, remotes: ['investor'], shellOrigins: [shellOrigin] });
  const investorOrigin = await listen(investorHost);
  const manifest = JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')) as { remotes: Record<string, string> };
  manifest.remotes.investor = `${investorOrigin}/remotes/investor/mf-manifest.json`;
  writeFileSync(path.join(deployment, 'shell', 'dist', 'remotes.json'), JSON.stringify(manifest));
  try {
    const hits: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${investorOrigin}/`)) hits.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shellOrigin}/fikrspace/investor/`);
    // The landing is prerendered: the remote's own code runs once the app has taken over.
    await appShown(page);
    await expect(page.getByTestId('portal-landing')).toBeVisible();
    expect(hits).toContain('/remotes/investor/mf-manifest.json');
    expect(hits.some((hit) => hit.startsWith('/remotes/investor/assets/'))).toBe(true);
  } finally {
    await Promise.all([investorHost, shellHost].map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(deployment, { recursive: true, force: true });
  }
});

test('with every remote unreachable at once, each area ends on recovery options, never on Loading...', async ({ page }) => {
  // A refused connection fails at once: the recovery screen follows without any timer running out.
  await page.route('**/mf-manifest.json', (route) => route.abort('connectionrefused'));
  for (const path of ['/fikrspace/mentor', '/', '/fikrspace/office/users']) {
    await page.goto(path);
    await expect(page.getByTestId('route-error')).toBeVisible();
    await expect(page.getByTestId('route-error').getByRole('link', { name: 'Go Home' })).toBeVisible();
  }
});

/** Spec: an area whose remote never answers gives up and offers recovery within 15 s. */
const REMOTE_GIVE_UP_MS = 15_000;

test('a manifest that never answers ends on the route error screen within 15 s', async ({ page }) => {
  // The page's timers run on a clock the test moves: once the manifest has been asked for, the
  // page's own time is moved on by the limit, however slow the machine is.
  await page.clock.install();
  let requested!: () => void;
  const manifestRequested = new Promise<void>((resolve) => (requested = resolve));
  // The request stays open: neither an answer nor a network error ever arrives.
  await page.route('**/remotes/mentor/mf-manifest.json', () => {
    requested();
    return new Promise(() => undefined);
  });
  await page.goto('/fikrspace/mentor/');
  await manifestRequested;
  await page.clock.runFor(REMOTE_GIVE_UP_MS);
  const screen = page.getByTestId('route-error');
  await expect(screen).toBeVisible();
  // The shell gave up on its own timer, not on some other failure, and that timer is within the
  // limit: the page's clock keeps running after runFor, so the screen alone would not show it.
  await expect(screen).toContainText('(timeout)');
  const limitSeconds = Number(/within ([\d.]+) s \(timeout\)/.exec((await screen.textContent()) ?? '')?.[1]);
  expect(limitSeconds * 1000).toBeLessThanOrEqual(REMOTE_GIVE_UP_MS);
  await expect(page.getByTestId('route-error-type')).toHaveText('network');
});
