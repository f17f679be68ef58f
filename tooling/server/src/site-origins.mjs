// The addresses the platform's pages are published at. Links that leave the page (canonical and
// language alternates, the sitemap, robots.txt, mail) and the origins the backend admits are built
// from configuration, never from the Host header a client sent: a page fetched under any other
// name still points at the platform's own addresses.
import { SITES, defaultRuntimeManifest } from '@fikrspace/sites/node';

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The origin the platform is published at (`FIKRSPACE_APP_URL`), or this machine on the port the
 * pages are served on.
 * @param {string | undefined} value
 * @param {number} port
 */
export function configuredOrigin(value, port) {
  const url = new URL(value || `http://localhost:${port}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The public origin must be an http(s) address, not ${value}`);
  return url.origin;
}

/**
 * The host names that choose a site (host name to site id): the `hosts` of the shell's deployed
 * remotes.json, as the shell reads them, or the sites manifest's default (`investor.localhost` ...)
 * when that file has none. Only well-formed names of known sites.
 * @param {{ hosts?: unknown } | null | undefined} remotesManifest
 * @returns {Map<string, string>}
 */
export function siteHosts(remotesManifest) {
  const given = remotesManifest?.hosts;
  const hosts = given && typeof given === 'object' && !Array.isArray(given) ? given : defaultRuntimeManifest().hosts;
  const known = new Set(SITES.map((site) => site.id));
  return new Map(
    Object.entries(hosts)
      .map(([host, site]) => [host.toLowerCase(), site])
      .filter(([host, site]) => HOST_NAME.test(host) && typeof site === 'string' && known.has(site)),
  );
}

/** A site host's origin: its name on the configured origin's scheme and port. */
export function hostOrigin(origin, hostname) {
  const url = new URL(origin);
  url.hostname = hostname;
  return url.origin;
}

/**
 * Where a request's links point and the host name its site is chosen by: the site host it was
 * made on when the host map names it, otherwise the configured origin (the main site, by path).
 * @param {string} origin the configured origin
 * @param {Map<string, string>} hosts
 * @param {string | undefined} hostHeader
 */
export function linkTarget(origin, hosts, hostHeader) {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  if (hosts.has(hostname)) return { origin: hostOrigin(origin, hostname), hostname };
  return { origin, hostname: new URL(origin).hostname };
}

/** Every origin the pages are served at: the configured one and each site host's. */
export function siteOrigins(origin, hosts) {
  return [...new Set([origin, ...[...hosts.keys()].map((hostname) => hostOrigin(origin, hostname))])];
}
