import { earlyFetch } from '@fikrspace/config';
import { REMOTE_SITES, hostSiteOf, sameSitePath, type RemoteSiteId, type SiteId } from '@fikrspace/portal-kit';

/** Read at run time from remotes.json beside the shell, so moving a remote never needs a shell build. */
export interface RuntimeConfig {
  remotes: Record<RemoteSiteId, string>;
  hosts: Record<string, SiteId>;
  /** Where the bug-report button leads (spec 001 §2.12); absent means the platform's own feedback portal. */
  feedbackUrl?: string;
}

export const RUNTIME_CONFIG_PATH = '/remotes.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates the manifest and turns relative entries into absolute URLs against the page's origin. */
export function parseRuntimeConfig(raw: unknown, origin: string): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new RuntimeConfigError('remotes.json must hold a JSON object');
  const { remotes, hosts = {}, feedbackUrl } = raw as { remotes?: unknown; hosts?: unknown; feedbackUrl?: unknown };
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
  const config: RuntimeConfig = { remotes: entries, hosts: hostMap };
  if (feedbackUrl !== undefined) config.feedbackUrl = parseFeedbackUrl(feedbackUrl);
  return config;
}

/** An absolute http(s) URL, or a path on this site; anything else would be a link nobody should follow. */
function parseFeedbackUrl(value: unknown): string {
  const refuse = () => new RuntimeConfigError(`remotes.json "feedbackUrl" must be an absolute http(s) URL or a path on this site starting with "/": ${JSON.stringify(value)}`);
  if (typeof value !== 'string') throw refuse();
  if (value.startsWith('/')) {
    const path = sameSitePath(value);
    if (path === null) throw refuse();
    return path;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse();
  return url.href;
}

/** The platform's own feedback portal on localhost, where sites are chosen by path prefix. */
export const DEFAULT_FEEDBACK_PATH = '/fikrspace/feedback/';

/**
 * Where the bug-report button leads from this page: the configured URL, else the feedback portal.
 * On a host of the host map, that is the host the map gives the feedback site, on this page's
 * scheme and port; without one (or on localhost) it is the feedback prefix.
 */
export function feedbackUrlFor(config: Pick<RuntimeConfig, 'hosts' | 'feedbackUrl'>, page: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  if (config.feedbackUrl) return config.feedbackUrl;
  if (hostSiteOf(page.hostname, config.hosts) === null) return DEFAULT_FEEDBACK_PATH;
  const feedbackHost = Object.keys(config.hosts).find((host) => config.hosts[host] === 'feedback');
  if (!feedbackHost) return DEFAULT_FEEDBACK_PATH;
  return `${page.protocol}//${feedbackHost}${page.port ? `:${page.port}` : ''}/`;
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = earlyFetch, origin = window.location.origin): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json(), origin);
}
