import type { PortalDefinition, PortalRoute, RouteLayout, RouteMeta, PageModule, RoutePrefetch } from './types';

export class PortalDefinitionError extends Error {
  override name = 'PortalDefinitionError';
}

/**
 * Checks the invariants the shell relies on, so a remote team finds a broken table in its own
 * tests instead of in production: unique paths, sidebar items that land on a route.
 */
export function definePortal(definition: PortalDefinition): PortalDefinition {
  const seen = new Set<string>();
  for (const route of definition.routes) {
    if (!route.path.startsWith('/')) throw new PortalDefinitionError(`Route path must start with '/': ${route.path}`);
    if (seen.has(route.path)) throw new PortalDefinitionError(`Duplicate route path in ${definition.id}: ${route.path}`);
    seen.add(route.path);
  }
  for (const group of definition.sidebar) {
    for (const item of group.items) {
      if (item.absolute) continue;
      if (!matchRoute(definition.routes, item.to)) {
        throw new PortalDefinitionError(`Sidebar item ${definition.id}/${item.id} points at ${item.to}, which is not a route`);
      }
    }
  }
  return definition;
}

interface RouteOptions {
  auth?: boolean;
  roles?: string[];
  exact?: boolean;
  layout?: RouteLayout;
  keywords?: string[];
  noindex?: boolean;
  prefetch?: RoutePrefetch;
}

/** Shorthand for a route table entry; defaults describe a signed-in page in the sidebar layout. */
export function route(
  path: string,
  title: RouteMeta['title'],
  description: RouteMeta['description'],
  load: () => Promise<PageModule>,
  options: RouteOptions = {},
): PortalRoute {
  return {
    path,
    auth: options.auth ?? true,
    roles: options.roles ?? [],
    exact: options.exact ?? true,
    layout: options.layout ?? 'portal',
    meta: { title, description, keywords: options.keywords ?? [], ...(options.noindex ? { noindex: true } : {}) },
    load,
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
  };
}

/** Splits a path into segments, ignoring a trailing slash. */
function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Finds the route a path (relative to the site root) resolves to; static segments win over dynamic ones. */
export function matchRoute(routes: PortalRoute[], path: string): { route: PortalRoute; params: Record<string, string> } | undefined {
  const wanted = segments(path);
  let best: { route: PortalRoute; params: Record<string, string>; score: number } | undefined;
  for (const candidate of routes) {
    const pattern = segments(candidate.path);
    if (pattern.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const part = pattern[i]!;
      const value = wanted[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(value);
      } else if (part === value) {
        score += 1;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { route: candidate, params, score };
  }
  return best ? { route: best.route, params: best.params } : undefined;
}
