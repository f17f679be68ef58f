import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultRuntimeManifest, devPorts } from '@fikrspace/sites/node';
import { baseSecurityHeaders, contentSecurityPolicy, headersFile, inlineScriptHashes, policyOrigins } from '@fikrspace/server/security-headers';
import { missingKeysCollector } from './missing-keys.js';
import { buildTimePages } from './build-time-pages-plugin.js';
import { startupPreloads } from './startup-preloads.js';
import { chunkFileNames } from './chunk-names.js';
import { staticExposePreloads } from './expose-preloads.js';
import { contextLocales, contextPackagesOf } from './context-locales.js';

/**
 * The one list of shared dependencies for the shell and every remote. Each is a singleton so a
 * visitor's browser downloads React, the router, the stores and the workspace packages once,
 * whichever portals they open.
 */
export const SHARED_DEPENDENCIES = [
  'react',
  'react-dom',
  '@fikrspace/router',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  '@fikrspace/access',
  '@fikrspace/analytics',
  '@fikrspace/app-store',
  '@fikrspace/data',
  '@fikrspace/db',
  '@fikrspace/errors',
  '@fikrspace/session',
  '@fikrspace/i18n',
  '@fikrspace/portal-kit',
  '@fikrspace/portal-host',
  '@fikrspace/products',
  '@fikrspace/theme',
  '@fikrspace/ui',
];

/**
 * The data path the shell owns: one Supabase client, one session, one QueryClient. A deployed
 * remote is always handed the shell's, whether or not its own package.json lists them, and never
 * ships a copy of its own, so it cannot end up with a private client or cache. supabase-js itself
 * is not shared: only `@fikrspace/db` imports it, in a chunk of the shell's copy that downloads
 * when the client is first needed. (The host loads every shared library while it starts, so a
 * shared supabase-js would be on every page, needed or not.)
 */
export const HOST_PROVIDED = ['@tanstack/react-query', '@fikrspace/db', '@fikrspace/session', '@fikrspace/data'];

/**
 * Workspace singletons a remote build keeps its own fallback of. For an `import: false` share the
 * federation plugin narrows the generated module to the exports its analysis saw used, and under
 * load that analysis has missed names used only by lazily loaded pages (MISSING_EXPORT at build
 * time). These two are small; the shell's copy is still the one that runs.
 */
export const KEEP_FALLBACK = ['@fikrspace/access', '@fikrspace/products'];

const DEV_PREBUNDLED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'zustand', 'zustand/middleware', 'i18next', 'react-i18next'];

/** Ports of the standalone dev servers, one per app (from the sites manifest), so several teams can run side by side. */
export const DEV_PORTS = devPorts();

function installedVersion(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    // Packages whose exports map hides package.json: find it next to the resolved entry.
    try {
      let dir = path.dirname(require.resolve(name));
      while (dir !== path.dirname(dir)) {
        const manifest = path.join(dir, 'package.json');
        if (existsSync(manifest)) {
          const json = JSON.parse(readFileSync(manifest, 'utf8'));
          if (json.name === name) return json.version;
        }
        dir = path.dirname(dir);
      }
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Shared config for one app: every entry of the list the app actually depends on, pinned to the
 * installed version with a caret range. An app that does not use a library simply does not offer it.
 * The workspace packages' versions are their contracts' (changesets bump them), so a remote's
 * `requiredVersion` says which contract it was built against and the shell can refuse one it does
 * not provide. `versions` builds as if some packages were at other versions: a remote built ahead
 * of the shell, to check that the shell refuses it.
 */
export function sharedFor(appDir, { hostProvidesWorkspace = false, versions = {} } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  // Where each dependency is resolved from. A domain context is bundled into the app, so the
  // shared libraries it imports are the app's to share too: otherwise the context's import of, say,
  // @fikrspace/access would bundle a second copy beside the shell's singleton.
  const resolveFrom = new Map(Object.keys(manifest.dependencies ?? {}).map((name) => [name, appDir]));
  for (const context of contextPackagesOf(appDir)) {
    for (const name of context.dependencies) if (!resolveFrom.has(name)) resolveFrom.set(name, context.dir);
  }
  const shared = {};
  for (const name of SHARED_DEPENDENCIES) {
    if (!resolveFrom.has(name)) continue;
    const version = versions[name] ?? installedVersion(resolveFrom.get(name), name);
    if (!version) throw new Error(`${manifest.name} declares ${name} but it is not installed`);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
    // The federation plugin inlines a workspace package's fallback into its share wrapper, so a
    // remote would download its own copy next to the shell's. A deployed remote always runs inside
    // the shell, which provides these singletons, so its build ships no copy of them at all.
    if (hostProvidesWorkspace && name.startsWith('@fikrspace/') && !KEEP_FALLBACK.includes(name)) shared[name].import = false;
  }
  if (hostProvidesWorkspace) {
    const shellDir = path.resolve(appDir, '../shell');
    for (const name of HOST_PROVIDED) {
      const version = shared[name]?.version ?? versions[name] ?? installedVersion(shellDir, name);
      if (!version) throw new Error(`The shell does not provide ${name}`);
      shared[name] = { singleton: true, requiredVersion: `^${version}`, version, import: false };
    }
  }
  return shared;
}

function basePlugins() {
  return [react(), tailwindcss()];
}

const BUILD = {
  target: 'esnext',
  modulePreload: { polyfill: false },
  reportCompressedSize: false,
  rolldownOptions: { output: { chunkFileNames } },
};

/**
 * The shell's dev server answers /runtime-config.json the way `pnpm start` does: from the local
 * backend's `supabase.json` (in FIKRSPACE_LOCAL_DIR, default `.local/`), so a developer who has
 * the backend running signs in against it. Without one it answers 404, and the shell shows the
 * development Configuration Error page with the steps to start it.
 */
function devRuntimeConfig(appDir) {
  const repoRoot = path.resolve(appDir, '../..');
  return {
    name: 'fikrspace-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/runtime-config.json', (_req, res) => {
        const localDir = process.env.FIKRSPACE_LOCAL_DIR ? path.resolve(process.env.FIKRSPACE_LOCAL_DIR) : path.join(repoRoot, '.local');
        const file = path.join(localDir, 'supabase.json');
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        if (!existsSync(file)) {
          res.statusCode = 404;
          res.end(JSON.stringify({ message: `No local backend found: ${file} does not exist` }));
          return;
        }
        const { url, anonKey } = JSON.parse(readFileSync(file, 'utf8'));
        res.end(JSON.stringify({ supabase: { url, anonKey } }));
      });
    },
  };
}

/**
 * A remote's own dev server serves its own namespace from its `public/locales`, but the shell's
 * namespaces (`common`, `os`, `score`, `database/...`) are files of the shell. Run on its own, the
 * remote reads them from the shell's folder through this middleware, so its pages show the same
 * texts as inside the shell. Builds are unaffected: deployed, the shell serves its own files.
 */
function shellLocalesForStandaloneDev(appDir) {
  const ownLocales = path.join(appDir, 'public', 'locales');
  const shellLocales = path.resolve(appDir, '../shell/public/locales');
  return {
    name: 'fikrspace-shell-locales',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let relative;
        try {
          relative = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        } catch {
          return next();
        }
        if (!relative.endsWith('.json') || relative.split('/').some((segment) => segment.startsWith('.'))) return next();
        if (existsSync(path.join(ownLocales, relative))) return next();
        const file = path.join(shellLocales, relative);
        if (!file.startsWith(`${shellLocales}${path.sep}`) || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}

/**
 * The shell's `remotes.json`, written from the sites manifest: into `dist/` by a build (where a
 * deployment edits it to move a remote, without rebuilding) and answered by the dev server.
 */
function runtimeManifest() {
  const source = `${JSON.stringify(defaultRuntimeManifest(), null, 2)}\n`;
  return {
    name: 'fikrspace-runtime-manifest',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source });
    },
  };
}

/** Comma-separated origins from an environment variable. */
const originsFromEnv = (name) => (process.env[name] ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);

/**
 * `dist/_headers`, the headers file a CDN (Netlify, Cloudflare Pages) applies, with what the static
 * server sends: the security headers of spec 001 §9 everywhere, a Content-Security-Policy on the
 * shell's page (its inline scripts by hash, the backend and analytics worker of
 * FIKRSPACE_BACKEND_URL and FIKRSPACE_ANALYTICS_WORKER_URL), and on a remote's files CORS for the
 * shell's origin when FIKRSPACE_SHELL_ORIGINS names exactly one (a static file cannot echo one of
 * several; serve the remotes under the shell's own origin then, as `pnpm start` does).
 */
function deploymentHeaders({ shell }) {
  return {
    name: 'fikrspace-deployment-headers',
    apply: 'build',
    writeBundle(options) {
      const dist = options.dir;
      const security = baseSecurityHeaders();
      const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' };
      const revalidate = { 'Cache-Control': 'no-cache' };
      let rules;
      if (shell) {
        const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
        const origins = policyOrigins({ runtimeConfig: { supabase: { url: process.env.FIKRSPACE_BACKEND_URL }, analytics: { workerUrl: process.env.FIKRSPACE_ANALYTICS_WORKER_URL } } });
        // On every path, since a CDN answers client-side routes (/about, /fikrspace/...) with index.html.
        const policy = { 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), ...origins }) };
        rules = [['/*', { ...security, ...policy }], ['/index.html', revalidate], ['/remotes.json', revalidate], ['/runtime-config.json', revalidate], ['/assets/*', immutable]];
      } else {
        const shellOrigins = originsFromEnv('FIKRSPACE_SHELL_ORIGINS');
        const cors = shellOrigins.length === 1 ? { 'Access-Control-Allow-Origin': shellOrigins[0], Vary: 'Origin' } : {};
        rules = [['/*', { ...security, ...cors }], ['/mf-manifest.json', revalidate], ['/remoteEntry.js', revalidate], ['/assets/*', immutable]];
      }
      writeFileSync(path.join(dist, '_headers'), headersFile(rules));
    },
  };
}

/** A module whose chunk is a view loaded when shown: a route's page (an app feature's page component, where the page module re-exports one), or a domain context's component. */
const isLazyView = (id) => /[\\/](pages|features[\\/][^\\/]+[\\/]components|packages[\\/][^\\/]+[\\/]src[\\/]components)[\\/]/.test(id ?? '');

/**
 * The stylesheets only lazily loaded views use (a page, the header's notification bell): each
 * arrives with its view's code, which Vite's preload step fetches together, so no other page
 * downloads it. Needed at start-up: the stylesheets of the chunks the start-up loads (the entry,
 * what it loads dynamically, which is the bootstrap, and everything those import statically), and
 * those of any other dynamically loaded chunk that is not a view. A common chunk that only views
 * share (two product pages' shared components, say) is loaded with those views, so its stylesheet
 * is theirs.
 */
function lazyViewStylesheets(bundle) {
  const chunks = new Map(Object.values(bundle).filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const startup = new Set();
  const visit = (chunk) => {
    if (!chunk || startup.has(chunk.fileName)) return;
    startup.add(chunk.fileName);
    for (const imported of chunk.imports ?? []) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    visit(chunk);
    for (const loaded of chunk.dynamicImports ?? []) visit(chunks.get(loaded));
  }
  const lazy = new Set();
  const needed = new Set();
  for (const chunk of chunks.values()) {
    const neededHere = startup.has(chunk.fileName) || (chunk.isDynamicEntry && !isLazyView(chunk.facadeModuleId));
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) (neededHere ? needed : lazy).add(sheet);
  }
  return new Set([...lazy].filter((sheet) => !needed.has(sheet)));
}

/**
 * Links the shell's stylesheets from its page, instead of leaving them to the start-up script: a
 * prerendered page is styled at its first paint, and every other page loads them in parallel.
 * A lazily loaded view's own stylesheet comes with the view instead.
 */
function stylesheetsInPage() {
  return {
    name: 'fikrspace-stylesheets-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const lazy = lazyViewStylesheets(context.bundle ?? {});
        const sheets = Object.values(context.bundle ?? {}).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css') && !lazy.has(file.fileName));
        return sheets.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file.fileName}` }, injectTo: 'head' }));
      },
    },
  };
}

/**
 * supabase-js builds a realtime and a storage client into every client it creates, and most pages
 * use neither (`docs/decisions.md`, "Realtime and storage download when first used"). The shell's
 * build, the only one that bundles supabase-js, takes stand-ins from `@fikrspace/db` instead: they
 * take the same arguments and download the real client the first time a page calls it.
 */
export function unusedSupabaseClients(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  return [
    { find: /^@supabase\/realtime-js$/, replacement: require.resolve('@fikrspace/db/stand-ins/realtime-js') },
    { find: /^@supabase\/storage-js$/, replacement: require.resolve('@fikrspace/db/stand-ins/storage-js') },
  ];
}

/** Vite config of the shell (host). Remotes are registered at run time from remotes.json. */
export function defineShellConfig({ appDir }) {
  return {
    base: '/',
    plugins: [
      ...basePlugins(),
      devRuntimeConfig(appDir),
      runtimeManifest(),
      stylesheetsInPage(),
      deploymentHeaders({ shell: true }),
      buildTimePages({ appDir, entry: '/src/portal-root/portal.ts', exportName: 'portalRoot' }),
      contextLocales(appDir),
      missingKeysCollector(appDir),
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedFor(appDir),
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
      startupPreloads(),
    ],
    resolve: { alias: unusedSupabaseClients(appDir) },
    server: { port: DEV_PORTS.shell, strictPort: true },
    optimizeDeps: { include: [...DEV_PREBUNDLED, '@tanstack/react-query', '@supabase/supabase-js'] },
    preview: { port: DEV_PORTS.shell, strictPort: true },
    build: BUILD,
  };
}

/** What every remote exposes: its portal definition. */
const REMOTE_EXPOSES = { './portal': './src/portal.ts' };

/**
 * Vite config of a remote. A build uses relative URLs throughout, so the same files work wherever
 * they are deployed: the federation runtime resolves them from the manifest's own URL. Set
 * `REMOTE_BASE` to pin an absolute URL instead (a CDN path, say).
 */
export function defineRemoteConfig({ appDir, name, command, sharedVersions = {} }) {
  const base = process.env.REMOTE_BASE || (command === 'build' ? './' : '/');
  return {
    base,
    plugins: [
      ...basePlugins(),
      contextLocales(appDir),
      shellLocalesForStandaloneDev(appDir),
      missingKeysCollector(appDir),
      deploymentHeaders({ shell: false }),
      buildTimePages({ appDir, entry: '/src/portal.ts', siteId: name }),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        publicPath: base === './' ? 'auto' : base,
        exposes: REMOTE_EXPOSES,
        shared: sharedFor(appDir, { hostProvidesWorkspace: command === 'build', versions: sharedVersions }),
        dts: false,
        // In production the shell provides the one federation runtime; standalone dev brings its own.
        ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
      }),
      staticExposePreloads({ appDir, exposes: REMOTE_EXPOSES }),
    ],
    server: { port: DEV_PORTS[name], strictPort: true, origin: `http://localhost:${DEV_PORTS[name]}` },
    // Pre-bundle the shared libraries when the dev server starts: discovered on the first page
    // load instead, they are re-optimized mid-load and the first visit sees half-initialized modules.
    optimizeDeps: { include: DEV_PREBUNDLED },
    preview: { port: DEV_PORTS[name], strictPort: true },
    build: BUILD,
  };
}
