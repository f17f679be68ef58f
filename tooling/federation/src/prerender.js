import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHED_LANGUAGES, SITES, resolveRequest } from '@fikrspace/sites/node';

/**
 * Where a site's pages are reached: the main site at the root and under /fikrspace, an audience
 * portal under its first localhost prefix and at the root of its own host.
 */
function mountsOf(site) {
  if (site.id === 'site') return ['', '/fikrspace'];
  return site.prefixes.length ? [site.prefixes[0], ''] : [''];
}

const joinPath = (prefix, route) => (route === '/' ? `${prefix}/` : `${prefix}${route}`);

/**
 * Every public route without parameters, in every published language and at every mount, as
 * `<outDir>/prerender/<language>.json` ({ "<address>": { html, meta, siteName, language, direction } }).
 * The static server (or a deployment step) puts each into the shell's page; the browser then takes
 * over. Routes with parameters are rendered in the browser.
 */
export async function prerenderInto(load, { siteId, outDir }) {
  const site = SITES.find((candidate) => candidate.id === siteId);
  if (!site) throw new Error(`${siteId} is not in the sites manifest`);
  const portal = (await load('/src/portal.ts')).default;
  const { prerenderPortalPage } = await load('@fikrspace/portal-host/prerender');
  const routes = portal.routes.filter((route) => !route.auth && !route.path.includes(':'));
  const target = path.join(outDir, 'prerender');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  let count = 0;
  for (const language of PUBLISHED_LANGUAGES) {
    const pages = {};
    for (const prefix of mountsOf(site)) {
      for (const route of routes) {
        const address = joinPath(prefix, route.path);
        // Under a prefix another site claims (the site's /gov below /fikrspace/gov), the page is that site's.
        if (prefix && resolveRequest(address, 'localhost').site.id !== site.id) continue;
        pages[address] = await prerenderPortalPage({ portal, prefix, path: route.path, language });
        count++;
      }
    }
    writeFileSync(path.join(target, `${language}.json`), JSON.stringify(pages));
  }
  return count;
}
