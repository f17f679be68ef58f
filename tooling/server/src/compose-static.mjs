// A deployment for a static host (a CDN without a server of ours): the shell and every remote in
// one folder, each prerendered public page composed into the shell's current template as its
// own file, and the host's rules (`_redirects`, `_headers`, the format Netlify reads) giving
// every other address what `pnpm start` gives it. Run after the shell or any remote deploys.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIN_SITE_PREFIX, PUBLISHED_LANGUAGES, SITES, remoteAppNames, resolveRequest } from '@fikrspace/sites/node';
import { createPageIndex } from './page-index.mjs';
import { createPrerenderedPages } from './prerendered-pages.mjs';
import { headersFile, parseHeadersFile } from './security-headers.mjs';

/** Build files a host never serves: private build data and what this step turns into pages. */
const NOT_DEPLOYED = new Set(['.vite', 'prerender', 'routes.json', '_headers', 'index.html']);

/** The shell's page for every address that has no prerendered page (the app renders it). */
export const APP_PAGE = '/app.html';

const copyBuild = (from, to) => {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (!NOT_DEPLOYED.has(entry)) cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
  }
};

/** Where a page's file goes: `/about` is `about/index.html`, `/` is `index.html`. */
export const pageFile = (address, language) => `${address.replace(/\/+$/, '')}/index${language === PUBLISHED_LANGUAGES[0] ? '' : `.${language}`}.html`;

/**
 * `/blog/:slug` as a `_redirects` pattern: the same placeholders. A path of the site whose pages
 * are reached at `prefix`.
 */
const redirectPattern = (prefix, routePath) => (routePath === '/' ? `${prefix}/` : `${prefix}${routePath}`);

/**
 * Writes the deployment for `origin` (its canonical addresses, sitemap and host) into `outDir`.
 * `runtimeConfig`, when given, is written as /runtime-config.json (the backend the apps use).
 * Answers what it wrote.
 */
export function composeStaticSite({ appsDir, outDir, origin, runtimeConfig = null }) {
  const shellDist = path.join(appsDir, 'shell', 'dist');
  const templateFile = path.join(shellDist, 'index.html');
  if (!existsSync(templateFile)) throw new Error(`No shell build at ${shellDist}: run pnpm build first`);
  const hostname = new URL(origin).hostname;
  const remotes = remoteAppNames().filter((name) => existsSync(path.join(appsDir, name, 'dist', 'mf-manifest.json')));

  rmSync(outDir, { recursive: true, force: true });
  copyBuild(shellDist, outDir);
  for (const name of remotes) copyBuild(path.join(appsDir, name, 'dist'), path.join(outDir, 'remotes', name));
  const template = readFileSync(templateFile, 'utf8');
  writeFileSync(path.join(outDir, APP_PAGE), template);
  if (runtimeConfig) writeFileSync(path.join(outDir, 'runtime-config.json'), `${JSON.stringify(runtimeConfig)}\n`);

  const remotesManifest = JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8'));
  const prerendered = createPrerenderedPages({ appsDir });
  const pageIndex = createPageIndex({ appsDir });
  const pages = [];
  const languageRules = [];
  for (const site of SITES.filter((entry) => entry.app && remotes.includes(entry.app))) {
    const file = path.join(appsDir, site.app, 'dist', 'prerender', `${PUBLISHED_LANGUAGES[0]}.json`);
    if (!existsSync(file)) continue;
    // A build renders each page at every address it is reached at; this host reaches some of them.
    const addresses = Object.keys(JSON.parse(readFileSync(file, 'utf8'))).filter((address) => resolveRequest(address, hostname).site?.id === site.id);
    for (const address of addresses) {
      for (const language of PUBLISHED_LANGUAGES) {
        const search = language === PUBLISHED_LANGUAGES[0] ? '' : `?lng=${language}`;
        const page = prerendered.compose({ template, remotesManifest, pathname: address, search, hostname, origin });
        if (!page) continue;
        const target = path.join(outDir, pageFile(address, language));
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, page.html);
        // A file shadows a rule at its own address, so the language rules are forced (`!`).
        if (search) languageRules.push(`${address} lng=${language} ${pageFile(address, language)} 200!`);
      }
      pages.push(address);
    }
  }

  // Every other page of a site is the app's to render (200); the shared not-found addresses and
  // anything else are not pages (404), and the app still shows its not-found screen there.
  const mounted = (site) => (site.id === 'site' ? ['', MAIN_SITE_PREFIX] : site.prefixes);
  const notFoundRules = [];
  const appRules = [];
  for (const site of SITES) {
    const table = pageIndex.tableOf(site);
    if (!table) continue;
    for (const prefix of mounted(site)) {
      notFoundRules.push(...table.notFound.map((routePath) => `${redirectPattern(prefix, routePath)} ${APP_PAGE} 404`));
      appRules.push(...table.pages.map((page) => `${redirectPattern(prefix, page.path)} ${APP_PAGE} 200`));
    }
    appRules.push(...(table.redirects ?? []).map((address) => `${address} ${APP_PAGE} 200`));
  }
  const redirects = [...new Set([...languageRules, ...notFoundRules, ...appRules]), `/* ${APP_PAGE} 404`];
  writeFileSync(path.join(outDir, '_redirects'), `${redirects.join('\n')}\n`);

  // The shell's headers for the whole host, each remote's under its folder, and no-cache for the
  // composed pages, which change with every deployment of the shell or of their site.
  const shellRules = parseHeadersFile(readFileSync(path.join(shellDist, '_headers'), 'utf8'));
  const revalidate = { 'Cache-Control': 'no-cache' };
  const remoteRules = remotes.flatMap((name) => {
    const file = path.join(appsDir, name, 'dist', '_headers');
    return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')).map(([pattern, headers]) => [`/remotes/${name}${pattern}`, headers]) : [];
  });
  // A site kept out of search engines says so in a header too, which needs no script.
  const robotsRules = SITES.filter((site) => !site.indexed).flatMap((site) => mounted(site).filter(Boolean).map((prefix) => [`${prefix}/*`, { 'X-Robots-Tag': 'noindex, nofollow' }]));
  const pageRules = [APP_PAGE, ...pages.flatMap((address) => PUBLISHED_LANGUAGES.map((language) => pageFile(address, language)))].map((file) => [file, revalidate]);
  writeFileSync(path.join(outDir, '_headers'), headersFile([...shellRules, ...remoteRules, ...robotsRules, ...pageRules]));

  writeFileSync(path.join(outDir, 'sitemap.xml'), pageIndex.sitemap(origin, hostname));
  writeFileSync(path.join(outDir, 'robots.txt'), pageIndex.robots(origin, hostname));
  return { pages: pages.length, files: pages.length * PUBLISHED_LANGUAGES.length, remotes, redirects: redirects.length };
}
