// Writes an app's build-time page files (routes.json and, for a remote, its prerendered public
// pages) in a process of its own: the SSR loader's native helpers can keep a process alive after
// they are done, and a build that never exits stalls every pipeline that waits for it.
// Usage: node build-time-pages.mjs <appDir> <outDir> <siteId|-> <entry> [exportName]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderInto } from './prerender.js';
import { routeTableWith } from './route-table.js';
import { withSsrLoader } from './ssr-loader.js';

const [appDir, outDir, siteId, entry, exportName = 'default'] = process.argv.slice(2);

try {
  const started = performance.now();
  const count = await withSsrLoader(appDir, async (load) => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'routes.json'), `${JSON.stringify(await routeTableWith(load, entry, exportName), null, 2)}\n`);
    return siteId === '-' ? 0 : prerenderInto(load, { siteId, outDir });
  });
  console.log(`routes.json written${siteId === '-' ? '' : `, ${count} pages prerendered`} in ${Math.round(performance.now() - started)} ms`);
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
