import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
// The same server `pnpm start` uses, started a second time to stand in for another host.
import { createStaticServer } from '../../tooling/server/src/static-server.mjs';

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

test('editing remotes.json moves a remote to another host without rebuilding the shell', async ({ page }) => {
  const other: Server = createStaticServer({ appsDir, remotes: ['investor'] });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as { port: number };
  try {
    const hits: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${port}/`)) hits.push(new URL(request.url()).pathname);
    });
    await rewriteManifest(page, (remotes) => {
      remotes.investor = `http://127.0.0.1:${port}/remotes/investor/mf-manifest.json`;
    });
    await page.goto('/fikrspace/investor/');
    await expect(page.getByTestId('portal-landing')).toBeVisible();
    expect(hits).toContain('/remotes/investor/mf-manifest.json');
    expect(hits.some((hit) => hit.startsWith('/remotes/investor/assets/'))).toBe(true);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

test('with every remote unreachable at once, each area ends on recovery options, never on Loading...', async ({ page }) => {
  test.setTimeout(60_000);
  await page.route('**/mf-manifest.json', (route) => route.abort('connectionrefused'));
  for (const path of ['/fikrspace/mentor', '/', '/fikrspace/office/users']) {
    const started = Date.now();
    await page.goto(path);
    await expect(page.getByTestId('route-error')).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(page.getByTestId('route-error').getByRole('link', { name: 'Go Home' })).toBeVisible();
  }
});

test('a manifest that never answers ends on the route error screen within 15 s', async ({ page }) => {
  test.setTimeout(90_000);
  // The request stays open: neither an answer nor a network error ever arrives. The limit runs
  // from the moment the manifest is asked for, so a slow start-up on a busy machine does not count.
  let requested = 0;
  await page.route('**/remotes/mentor/mf-manifest.json', () => {
    requested ||= Date.now();
    return new Promise(() => undefined);
  });
  await page.goto('/fikrspace/mentor/');
  await expect(page.getByTestId('route-error')).toBeVisible({ timeout: 45_000 });
  expect(requested).toBeGreaterThan(0);
  expect(Date.now() - requested).toBeLessThan(15_000);
  await expect(page.getByTestId('route-error-type')).toHaveText('network');
});
