import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { defineRemoteConfig } from '@fikrspace/federation';
import { build } from 'vite';

const mentorDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/mentor');
/** The version of `@fikrspace/ui` the shell provides, and the next major, which it does not. */
const provided = (JSON.parse(readFileSync(path.resolve(mentorDir, '../../packages/ui/package.json'), 'utf8')) as { version: string }).version;
const nextMajor = `${Number(provided.split('.')[0]) + 1}.0.0`;
let skewedBuild = '';

// The mentor remote, really built, as its team would have built it after @fikrspace/ui's next
// major: the shell in this deployment still provides 1.x.
test.beforeAll(async () => {
  test.setTimeout(240_000);
  skewedBuild = mkdtempSync(path.join(tmpdir(), 'fikrspace-skewed-mentor-'));
  const config = defineRemoteConfig({ appDir: mentorDir, name: 'mentor', command: 'build', sharedVersions: { '@fikrspace/ui': nextMajor } });
  await build({ ...config, root: mentorDir, configFile: false, logLevel: 'warn', build: { ...config.build, outDir: skewedBuild, emptyOutDir: true } });
});

test.afterAll(() => {
  rmSync(skewedBuild, { recursive: true, force: true });
});

/** Serves the mentor remote from the build made against the other major; answers the files asked for. */
async function serveSkewedMentor(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/remotes/mentor/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/remotes\/mentor\//, '');
    asked.push(file);
    return route.fulfill({ path: path.join(skewedBuild, file) });
  });
  return asked;
}

test('a remote built against another major of a shared singleton shows the route error screen naming it, while the shell and the other portals keep working', async ({ page }) => {
  const asked = await serveSkewedMentor(page);
  await page.goto('/fikrspace/mentor/');
  const screen = page.getByTestId('route-error');
  const skew = page.getByTestId('route-error-version-skew');
  await expect(skew).toContainText('The mentor portal was built against shared packages this site does not provide.');
  await expect(skew.getByRole('listitem')).toHaveText([`@fikrspace/ui: built for ^${nextMajor}, this site provides ${provided}`]);
  // Refused at its manifest: none of the remote's code was downloaded (its texts may have been).
  expect(asked).toContain('mf-manifest.json');
  expect(asked.filter((file) => file.endsWith('.js'))).toEqual([]);

  // The shell and another portal are unaffected.
  await page.goto('/fikrspace/accelerator/');
  await expect(page.getByTestId('portal-landing')).toBeVisible();
  await page.goBack();
  await expect(skew).toBeVisible();

  // The mentor team deploys again against the shell's versions: Retry reads the manifest anew.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await screen.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByTestId('portal-landing')).toBeVisible();
  await expect(screen).toHaveCount(0);
});
