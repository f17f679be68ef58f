import { SITES } from '@fikrspace/sites';

/**
 * The audience portals the home page introduces, in the order of their `homeCard` in the sites
 * manifest, each by `home.portals.<id>.name` and `home.portals.<id>.body` in the site's namespace.
 */
export const HOME_PORTALS: ReadonlyArray<{ id: string; href: string }> = SITES.filter((site) => site.homeCard !== undefined && site.prefixes[0])
  .sort((a, b) => (a.homeCard ?? 0) - (b.homeCard ?? 0))
  .map((site) => ({ id: site.id, href: `${site.prefixes[0]}/` }));
