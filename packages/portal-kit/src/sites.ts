import { REMOTE_SITE_IDS, SITES } from '@fikrspace/sites';
import type { SiteId } from './types';

/** Federated remotes, by the site they serve (from the sites manifest). The portal root is part of the shell. */
export const REMOTE_SITES: readonly RemoteSiteId[] = REMOTE_SITE_IDS;

export type RemoteSiteId = SiteId;

/** Whether a site is served by a federated remote (every site but the shell's portal root). */
export function isRemoteSite(site: SiteId): site is RemoteSiteId {
  return REMOTE_SITES.includes(site);
}

/**
 * Path prefixes that choose a site on localhost (spec 001 §2.1), from the sites manifest. Matching
 * is by whole segments, so '/fikrspace/affiliate' never captures '/fikrspace/affiliates'.
 */
export const SITE_PREFIXES: ReadonlyArray<{ prefix: string; site: SiteId }> = SITES.flatMap((site) => site.prefixes.map((prefix) => ({ prefix, site: site.id })));

/** The main site answers at the root and again under /fikrspace. */
export const MAIN_SITE_PREFIX = '/fikrspace';

export interface ResolvedSite {
  site: SiteId;
  /** Prefix the site is mounted under ('' when the host name chose the site). */
  prefix: string;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Chooses the site for a request: a host listed in the host map serves its site at '/', anything
 * else (localhost, tests) is chosen by path prefix.
 */
export function resolveSite(pathname: string, hostname: string, hostMap: Record<string, SiteId> = {}): ResolvedSite {
  const byHost = hostMap[hostname.toLowerCase()];
  if (byHost) return { site: byHost, prefix: '' };
  for (const { prefix, site } of SITE_PREFIXES) {
    if (isUnder(pathname, prefix)) return { site, prefix };
  }
  if (isUnder(pathname, MAIN_SITE_PREFIX)) return { site: 'site', prefix: MAIN_SITE_PREFIX };
  return { site: 'site', prefix: '' };
}

/** Joins a site prefix and a site-relative path without doubling or dropping slashes. */
export function joinPath(prefix: string, path: string): string {
  const tail = path === '/' ? '/' : `/${path.replace(/^\/+/, '')}`;
  if (!prefix) return tail;
  return tail === '/' ? `${prefix}/` : `${prefix}${tail}`;
}

/**
 * A path on this site that may be followed or stored (a sign-in redirect, the page access is asked
 * for): never another origin (`//host`, `/\\host`) and never control characters. Null otherwise.
 */
export function sameSitePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  return /\p{Cc}/u.test(candidate) ? null : candidate;
}

/** Where sign-in lives for a site: /fikrspace/login under a localhost prefix, /login on a host. */
export function loginPathFor(prefix: string): string {
  return prefix ? '/fikrspace/login' : '/login';
}

export function loginRedirect(prefix: string, requestedPath: string): string {
  return `${loginPathFor(prefix)}?redirect=${encodeURIComponent(requestedPath)}`;
}

/** Organisation type to the portal a member lands on (spec 001 §2.11). */
export const PORTAL_BY_ORGANIZATION_TYPE: Record<string, string> = {
  startup: '/fikrspace/portal/startup',
  mentor: '/fikrspace/partners/mentor',
  accelerator: '/fikrspace/partners/accelerator',
  venture_capital: '/fikrspace/partners/vc',
  university: '/fikrspace/partners/university',
  government: '/fikrspace/portal/government',
};

export const DEFAULT_PORTAL_PATH = '/fikrspace/portal';

export function portalPathForOrganizationType(type: string | null | undefined): string {
  return (type && PORTAL_BY_ORGANIZATION_TYPE[type]) || DEFAULT_PORTAL_PATH;
}

export const ORGANIZATION_TYPE_LABELS: Record<string, string> = {
  startup: 'Startup',
  mentor: 'Mentor',
  accelerator: 'Accelerator',
  venture_capital: 'VC',
  university: 'University',
  government: 'Government',
};

export function organizationTypeLabel(type: string | null | undefined): string {
  return (type && ORGANIZATION_TYPE_LABELS[type]) || 'Unknown';
}

/**
 * Portal-switch targets that are not site prefixes themselves, and the portal page each lands on.
 * University has no audience portal of its own; its view lives in the portal root.
 */
export const PORTAL_SWITCH_REDIRECTS: Record<string, string> = {
  '/fikrspace/partners/mentor': '/fikrspace/mentor/dashboard',
  '/fikrspace/partners/accelerator': '/fikrspace/accelerator/dashboard',
  '/fikrspace/partners/vc': '/fikrspace/investor/dashboard',
  '/fikrspace/partners/university': '/fikrspace/portal/university',
  '/fikrspace/portal/startup': '/fikrspace/startup/dashboard',
  '/fikrspace/portal/government': '/fikrspace/gov/dashboard',
};
