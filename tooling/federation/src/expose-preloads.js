import path from 'node:path';
import { staticImportClosure } from './static-imports.js';

/**
 * The manifest with, for each exposed module, every chunk the module imports statically listed
 * under `sync` (the files the federation runtime fetches in parallel with the remote's entry)
 * rather than `async` or nowhere. The plugin leaves out the module's own chunk and files the
 * chunk of the shared-module bridges under `async`, though the module imports it statically, so
 * the browser met each of them only once the one before it had run: a chain of round trips on
 * every cold load of a portal. `exposes` maps each exposed name (`./portal`) to its source file.
 */
export function withStaticExposeAssets(manifestSource, bundle, exposes) {
  const manifest = JSON.parse(manifestSource);
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  for (const expose of manifest.exposes ?? []) {
    const source = exposes[expose.path];
    const own = source && chunks.find((chunk) => chunk.facadeModuleId && path.resolve(chunk.facadeModuleId) === path.resolve(source));
    if (!own) continue;
    const needed = staticImportClosure(bundle, [own.fileName]);
    const js = expose.assets.js;
    js.sync = [...js.sync, ...needed.filter((file) => !js.sync.includes(file))];
    js.async = js.async.filter((file) => !needed.includes(file));
  }
  return JSON.stringify(manifest);
}

/** Rewrites the remote's federation manifest as `withStaticExposeAssets` describes. */
export function staticExposePreloads({ appDir, exposes, manifestFileName = 'mf-manifest.json' }) {
  const sources = Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, path.resolve(appDir, file)]));
  return {
    name: 'fikrspace-static-expose-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle[manifestFileName];
        if (manifest?.type !== 'asset') return;
        manifest.source = withStaticExposeAssets(String(manifest.source), bundle, sources);
      },
    },
  };
}
