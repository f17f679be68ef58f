import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * A text of a portal definition: an i18next key in the portal's own namespace, named after its id
 * (`investor`, `portal` ...), whose files ship with the portal (`public/locales/{lng}/<id>.json`).
 * The keys follow one scheme, so a definition and its files read side by side:
 *
 * - `portal.name`, `portal.description`, `portal.tagline`, `portal.defaultTitle`
 * - `routes.<text id>.title`, `.description`, `.keywords` (a comma-separated list in each language);
 *   the text id is the path's segments joined by '-' without the parameters' colons ('home' for
 *   '/'; `/fikr-score/results` is `fikr-score-results`), and alias paths share their original's
 * - `sidebar.<group id>.label`, `sidebar.<group id>.items.<item id>`
 * - `publicNav.<item id>`
 * - `header.badge.name`, `header.badge.role`
 */
export type TextKey = string;

export interface RouteMeta {
  title: TextKey;
  description: TextKey;
  keywords: TextKey;
  /** Pages that must stay out of search engines (the government portal). */
  noindex?: boolean;
}

export type PageModule = { default: ComponentType };

/** Who is asking, for query keys scoped by organization (`['org', orgId, ...]`). */
export interface PrefetchContext {
  userId: string | null;
  organizationId: string | null;
}

/**
 * Starts the route's first queries while its page code downloads, so data and code arrive
 * together. It fills the page's one QueryClient with the same queryOptions the page reads.
 */
export type RoutePrefetch = (queryClient: QueryClient, params: Record<string, string>, context: PrefetchContext) => Promise<unknown> | void;

/** Where a page sits: inside the shared sidebar layout, or in the public (marketing) frame. */
export type RouteLayout = 'portal' | 'public';

export interface PortalRoute {
  /** Path relative to the site root, always starting with '/'. Dynamic segments use ':name'. */
  path: string;
  auth: boolean;
  /** Enterprise role names (lowercase) allowed to open the route; empty means any signed-in user. */
  roles: string[];
  exact: boolean;
  layout: RouteLayout;
  meta: RouteMeta;
  /** Page code, loaded only when the route is first rendered. */
  load: () => Promise<PageModule>;
  /** Data the page needs first, fetched in parallel with `load` by the shell. */
  prefetch?: RoutePrefetch;
}

export interface SidebarItem {
  id: string;
  label: TextKey;
  /** Target relative to the site root ('/portfolio') or an absolute URL path ('/fikrspace/portal'). */
  to: string;
  /** When true, `to` is already absolute and is not joined with the site prefix. */
  absolute?: boolean;
}

export interface SidebarGroup {
  id: string;
  label: TextKey;
  items: SidebarItem[];
}

/** A site's id as the sites manifest (`@fikrspace/sites`) names it: `site`, `portal`, `investor` ... */
export type SiteId = string;

export interface PortalDefinition {
  /** Also the i18next namespace every text key of the definition is looked up in. */
  id: SiteId;
  name: TextKey;
  description: TextKey;
  tagline?: TextKey;
  defaultTitle: TextKey;
  /** Theme the site is designed for (spec: each site has a theme). */
  theme: string;
  /** Route shown at the site root. */
  landingPath: string;
  routes: PortalRoute[];
  sidebar: SidebarGroup[];
  /** Top navigation of the site's public pages (landing, page list). */
  publicNav?: SidebarItem[];
  features: Record<string, boolean>;
  /**
   * Spec 001 §5.1: enterprise roles (lowercase) that may open the portal's signed-in routes when a
   * route lists none of its own. Empty or absent: any signed-in user.
   */
  requiredRoles?: string[];
  /** Header extras the shell renders for this portal. */
  header?: { search?: boolean; notifications?: boolean; badge?: { name: TextKey; role: TextKey } };
}
