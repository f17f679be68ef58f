import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A deployable app's folder for a static host: its build as the host serves it, and `release.json`
 * saying what it is and, for a remote, the entry the shell's run-time manifest (`remotes.json`)
 * needs to load it. The folder is the upload: nothing in it refers to anything outside.
 */

/** Build data no host serves (read by `pnpm start` and `pnpm compose`, which compose the pages). */
const PRIVATE_BUILD_FILES = new Set(['.vite', 'prerender', 'routes.json', 'mf-stats.json']);

/** Where the shell will load a remote's manifest from: REMOTE_BASE when its build used one. */
export function remoteManifestEntry(app, remoteBase = process.env.REMOTE_BASE) {
  return remoteBase ? `${remoteBase.replace(/\/?$/, '/')}mf-manifest.json` : `/remotes/${app}/mf-manifest.json`;
}

/** The versions of the shared singletons a remote was built against, from its manifest. */
function sharedRequirements(manifestFile) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.fromEntries(manifest.shared.filter((share) => share.singleton).map((share) => [share.name, share.requiredVersion]));
}

/**
 * Copies `distDir` into `folder` and writes its release.json. `entry` is the plan's entry for the
 * app; `commit` the commit it was built from.
 */
export function packageApp({ entry, distDir, folder, commit, remoteBase = process.env.REMOTE_BASE }) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  const isRemote = entry.site !== null;
  if (!existsSync(path.join(distDir, isRemote ? 'mf-manifest.json' : 'index.html'))) {
    throw new Error(`No build of ${entry.app} at ${distDir}: build it first (pnpm build)`);
  }
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(distDir)) {
    if (!PRIVATE_BUILD_FILES.has(name)) cpSync(path.join(distDir, name), path.join(folder, name), { recursive: true });
  }
  const release = {
    app: entry.app,
    package: entry.package,
    version: entry.version,
    commit,
    buildHash: entry.buildHash,
    // The shell's remotes.json: this key and value under `remotes`. The shell has none: it serves that file.
    runtimeManifestEntry: isRemote ? { [entry.site]: remoteManifestEntry(entry.app, remoteBase) } : null,
    // What the deployed shell must provide; it refuses the remote otherwise (route error screen).
    sharedRequirements: isRemote ? sharedRequirements(manifestFile) : null,
  };
  writeFileSync(path.join(folder, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  return release;
}
