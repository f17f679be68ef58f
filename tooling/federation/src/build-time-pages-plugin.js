import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./build-time-pages.mjs', import.meta.url));

/**
 * Vite plugin: once the build is written, `dist/routes.json` (the route table as data, for the
 * server's 404 status and sitemap) and, for a remote (`siteId`), its prerendered public pages.
 */
export function buildTimePages({ appDir, entry, exportName = 'default', siteId = null }) {
  return {
    name: 'fikrspace-build-time-pages',
    apply: 'build',
    writeBundle(output) {
      execFileSync(process.execPath, [SCRIPT, appDir, output.dir, siteId ?? '-', entry, exportName], { stdio: 'inherit' });
    },
  };
}
