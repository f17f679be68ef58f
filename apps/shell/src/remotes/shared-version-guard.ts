import { VersionSkewError, type SharedVersionSkew } from '@fikrspace/errors';
import { getInstance, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** What a remote's `mf-manifest.json` says about one library it shares. */
export interface ManifestShare {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/**
 * The singletons a remote was built against that the shell does not provide in a version inside the
 * remote's range. `provided` maps each library the shell shares to its version; a library the shell
 * does not share is the remote's own business, and a share that is not a singleton may load a
 * second copy, so neither can clash.
 */
export function sharedVersionSkews(provided: ReadonlyMap<string, string>, shares: readonly ManifestShare[]): SharedVersionSkew[] {
  const skews: SharedVersionSkew[] = [];
  for (const share of shares) {
    const version = provided.get(share.name);
    if (!share.singleton || !version || typeof share.requiredVersion !== 'string' || share.requiredVersion === '*') continue;
    if (!satisfy(version, share.requiredVersion)) skews.push({ package: share.name, required: share.requiredVersion, provided: version });
  }
  return skews;
}

/** The versions the shell's own federation instance shares. */
function shellVersions(shared: Record<string, readonly { version?: string }[]>): Map<string, string> {
  const versions = new Map<string, string>();
  for (const [name, offers] of Object.entries(shared)) {
    const version = offers.find((offer) => offer.version)?.version;
    if (version) versions.set(name, version);
  }
  return versions;
}

/**
 * Checks each remote's manifest as it arrives, before any of the remote's code is downloaded: a
 * remote built against a shared singleton in a version outside what the shell provides (a major
 * bump of `@fikrspace/ui`, say) would otherwise run against the wrong one and fail in unclear ways.
 * It fails with a VersionSkewError instead, which the remote's area shows on its route error screen.
 */
export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'fikrspace-shared-version-guard',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const skews = sharedVersionSkews(shellVersions(args.options.shared), args.manifestJson.shared);
      if (skews.length > 0) throw new VersionSkewError(args.moduleInfo.name, skews);
      return args;
    },
  };
}

/**
 * Forgets what the federation runtime kept of a remote's manifest, the failed check included, so
 * a retry reads the manifest again: the remote may have been deployed again in the meantime.
 */
export function forgetRemoteManifest(entry: string): void {
  const handler = getInstance()?.snapshotHandler;
  if (!handler || !entry) return;
  const url = new URL(entry, globalThis.location?.href ?? 'http://localhost/').href;
  for (const key of [entry, url]) {
    handler.manifestCache.delete(key);
    delete handler.manifestLoading[key];
  }
}
