import manifest from '../sites.json' with { type: 'json' };

/** One site of the platform: the public site, an audience portal, or the portal root in the shell. */
export interface SiteEntry {
  /** The site's id, also its i18next namespace and its remote's federation name. */
  id: string;
  /** Folder under apps/ that builds it as a remote; null for the portal root, part of the shell. */
  app: string | null;
  /** Port of the app's standalone dev server. */
  devPort: number | null;
  /** Path prefixes that choose the site on localhost (spec 001 §2.1); empty for the main site. */
  prefixes: string[];
  /** First labels of the host names that serve it (`investor` for investor.<domain>). */
  hosts: string[];
  /** What a visitor meets at its root: a public landing, or the sign-in page. */
  frontDoor: 'public' | 'sign-in';
  /** Whether search engines may index its public pages (government pages never, spec 001 §2.10). */
  indexed: boolean;
  /** Position of its card on the public home page, when it has one. */
  homeCard?: number;
}

/** Every site, from the one manifest that the apps, the servers, the lint rules and the tests read. */
export const SITES: readonly SiteEntry[] = manifest.sites as SiteEntry[];

/** Sites built as federated remotes, by id. */
export const REMOTE_SITE_IDS: readonly string[] = SITES.filter((site) => site.app !== null).map((site) => site.id);

/** The main public site. */
export const MAIN_SITE_ID = 'site';

export function siteById(id: string): SiteEntry | undefined {
  return SITES.find((site) => site.id === id);
}
