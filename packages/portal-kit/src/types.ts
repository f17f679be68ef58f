import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Every user-facing string of a portal definition ships in both launch languages. */
export interface LocalizedText {
  en: string;
  ar: string;
}

export interface RouteMeta {
  title: LocalizedText;
  description: LocalizedText;
  keywords: string[];
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
  label: LocalizedText;
  /** Target relative to the site root ('/portfolio') or an absolute URL path ('/fikrspace/portal'). */
  to: string;
  /** When true, `to` is already absolute and is not joined with the site prefix. */
  absolute?: boolean;
}

export interface SidebarGroup {
  id: string;
  label: LocalizedText;
  items: SidebarItem[];
}

export type SiteId =
  | 'site'
  | 'portal'
  | 'investor'
  | 'accelerator'
  | 'mentor'
  | 'startup'
  | 'government'
  | 'affiliates'
  | 'feedback'
  | 'office';

export interface PortalDefinition {
  id: SiteId;
  name: LocalizedText;
  description: LocalizedText;
  tagline?: LocalizedText;
  defaultTitle: LocalizedText;
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
  header?: { search?: boolean; notifications?: boolean; badge?: { name: LocalizedText; role: LocalizedText } };
}
