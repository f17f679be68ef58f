import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { SHELL, SITES } from '@fikrspace/sites/node';

/** A workspace package that is a domain context declares it in its package.json. */
export const isContextManifest = (manifest) => manifest?.fikrspace?.kind === 'context';

function readManifest(dir) {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The domain contexts an app depends on, each with its folder: `@fikrspace/*` dependencies whose
 * package.json says `"fikrspace": { "kind": "context" }`. pnpm links each dependency into the
 * app's own node_modules, so that is where they are found.
 */
export function contextPackagesOf(appDir) {
  const manifest = readManifest(appDir) ?? {};
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@fikrspace/'))
    .map((name) => ({ name, dir: path.join(appDir, 'node_modules', name) }))
    .map((entry) => ({ ...entry, manifest: readManifest(entry.dir) }))
    .filter((entry) => isContextManifest(entry.manifest))
    // The link's target (packages/<context>), so the files read are the package's own.
    .map(({ name, dir, manifest: context }) => ({ name, dir: realpathSync(dir), dependencies: Object.keys(context.dependencies ?? {}) }));
}

/** The sites an app serves pages of: the remote's own, or for the shell the portal root it mounts. */
export function sitesOfApp(appDir) {
  const app = path.basename(appDir);
  return SITES.filter((site) => (app === SHELL.app ? site.app === null : site.app === app)).map((site) => site.id);
}

/**
 * Every locale file the app must serve for its contexts: `packages/<context>/locales/<lng>/<file>`
 * becomes `locales/<lng>/<site>/<file>` for each site of the app, the namespace `<site>/<context>`
 * that a context's translation hook reads (`${portal.id}/<context>`).
 */
export function contextLocaleFiles(appDir) {
  const sites = sitesOfApp(appDir);
  const files = [];
  for (const context of contextPackagesOf(appDir)) {
    const localesDir = path.join(context.dir, 'locales');
    if (!existsSync(localesDir)) continue;
    for (const language of readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(path.join(localesDir, language.name)).filter((name) => name.endsWith('.json'))) {
        for (const site of sites) files.push({ source: path.join(localesDir, language.name, file), target: `locales/${language.name}/${site}/${file}` });
      }
    }
  }
  return files;
}

/**
 * Texts travel with code: each domain context keeps its texts in its package, and every app that
 * bundles the context serves a copy beside its own files, written into the build's output and
 * answered by the dev server (the app's own or standalone). A text change then ships with the app
 * that shows it, with no shell deploy in between.
 */
export function contextLocales(appDir) {
  const servedAt = (files) => new Map(files.map((file) => [`/${file.target}`, file.source]));
  return {
    name: 'fikrspace-context-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let pathname;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        } catch {
          return next();
        }
        // Read on each request, so a text edited in the package shows on the next reload.
        const source = servedAt(contextLocaleFiles(appDir)).get(pathname);
        if (!source) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(source));
      });
    },
    buildStart() {
      for (const file of contextLocaleFiles(appDir)) this.addWatchFile(file.source);
    },
    generateBundle() {
      for (const file of contextLocaleFiles(appDir)) this.emitFile({ type: 'asset', fileName: file.target, source: readFileSync(file.source) });
    },
  };
}
