// The manifest for Node scripts (servers, Vite configs, lint rules, tests): the same file the apps read.
import manifest from '../sites.json' with { type: 'json' };

export const SHELL = manifest.shell;
export const SITES = manifest.sites;

/** Sites built as remotes, in manifest order. */
export const remoteSites = () => SITES.filter((site) => site.app !== null);

/** Folders under apps/ that build a remote. */
export const remoteAppNames = () => remoteSites().map((site) => site.app);

/** Every folder under apps/: the shell and each remote. */
export const appNames = () => [SHELL.app, ...remoteAppNames()];

/** Standalone dev server port per app. */
export const devPorts = () => Object.fromEntries([[SHELL.app, SHELL.devPort], ...remoteSites().map((site) => [site.app, site.devPort])]);

/** Every host name label that chooses a site (`investor` for investor.<domain>). */
export const hostLabels = () => SITES.flatMap((site) => site.hosts);

/**
 * The shell's default run-time manifest (remotes.json): each remote's manifest where `pnpm start`
 * serves it, and `<label>.localhost` for each host label, so host mode works on this machine.
 */
export function defaultRuntimeManifest() {
  return {
    remotes: Object.fromEntries(remoteSites().map((site) => [site.id, `/remotes/${site.app}/mf-manifest.json`])),
    hosts: Object.fromEntries(SITES.flatMap((site) => site.hosts.map((label) => [`${label}.localhost`, site.id]))),
  };
}

const isUnder = (pathname, prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The languages every page is published in, each at `?lng=<code>`. */
export const PUBLISHED_LANGUAGES = manifest.languages;

/** Where the main site is reached besides the root: `/fikrspace/about` is `/about`. */
export const MAIN_SITE_PREFIX = '/fikrspace';

/**
 * The site a request is for and the prefix it is mounted under, as the shell will choose them:
 * the first label of the host name when it names a site (`gov.example.com`, mounted at '/'),
 * otherwise a path prefix, otherwise the main site (at the root, and again under /fikrspace).
 */
export function resolveRequest(pathname, hostname) {
  const host = (hostname ?? '').toLowerCase();
  const byHost = host.includes('.') ? SITES.find((site) => site.hosts.includes(host.split('.')[0])) : undefined;
  if (byHost) return { site: byHost, prefix: '' };
  for (const site of SITES) {
    const prefix = site.prefixes.find((candidate) => isUnder(pathname, candidate));
    if (prefix) return { site, prefix };
  }
  const main = SITES.find((site) => site.id === 'site');
  return { site: main, prefix: isUnder(pathname, MAIN_SITE_PREFIX) ? MAIN_SITE_PREFIX : '' };
}

/** The site a request is for (see resolveRequest). */
export const siteForRequest = (pathname, hostname) => resolveRequest(pathname, hostname).site;
