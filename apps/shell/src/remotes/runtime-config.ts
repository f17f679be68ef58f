import { REMOTE_SITES, type RemoteSiteId, type SiteId } from '@fikrspace/portal-kit';

/** Read at run time from remotes.json beside the shell, so moving a remote never needs a shell build. */
export interface RuntimeConfig {
  remotes: Record<RemoteSiteId, string>;
  hosts: Record<string, SiteId>;
}

export const RUNTIME_CONFIG_PATH = '/remotes.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates the manifest and turns relative entries into absolute URLs against the page's origin. */
export function parseRuntimeConfig(raw: unknown, origin: string): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new RuntimeConfigError('remotes.json must hold a JSON object');
  const { remotes, hosts = {} } = raw as { remotes?: unknown; hosts?: unknown };
  if (!remotes || typeof remotes !== 'object') throw new RuntimeConfigError('remotes.json has no "remotes" object');
  const entries = {} as Record<RemoteSiteId, string>;
  for (const site of REMOTE_SITES) {
    const entry = (remotes as Record<string, unknown>)[site];
    if (typeof entry !== 'string' || !entry) throw new RuntimeConfigError(`remotes.json has no entry for "${site}"`);
    try {
      entries[site] = new URL(entry, origin).href;
    } catch {
      throw new RuntimeConfigError(`remotes.json entry for "${site}" is not a URL: ${entry}`);
    }
  }
  if (typeof hosts !== 'object' || hosts === null) throw new RuntimeConfigError('remotes.json "hosts" must be an object');
  const hostMap: Record<string, SiteId> = {};
  for (const [host, site] of Object.entries(hosts as Record<string, unknown>)) {
    if (typeof site === 'string') hostMap[host.toLowerCase()] = site as SiteId;
  }
  return { remotes: entries, hosts: hostMap };
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch, origin = window.location.origin): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json(), origin);
}
