import type { PortalDefinition, PortalRoute, RouteLayout, RouteMeta, PageModule, RoutePrefetch, SidebarGroup, SidebarItem, TextKey } from './types';

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
  noindex?: boolean;
  prefetch?: RoutePrefetch;
}

/** The keys of a route's title, description and keywords (see TextKey for the scheme). */
export function routeMeta(textId: string, options: { noindex?: boolean } = {}): RouteMeta {
  const base = `routes.${textId}`;
  return { title: `${base}.title`, description: `${base}.description`, keywords: `${base}.keywords`, ...(options.noindex ? { noindex: true } : {}) };
}

/**
 * Shorthand for a route table entry; defaults describe a signed-in page in the sidebar layout.
 * `textId` names the route's texts in the portal's namespace (`routes.<textId>.title` ...).
 */
export function route(path: string, textId: string, load: () => Promise<PageModule>, options: RouteOptions = {}): PortalRoute {
  return {
    path,
    auth: options.auth ?? true,
    roles: [...(options.roles ?? [])],
    exact: options.exact ?? true,
    layout: options.layout ?? 'portal',
    meta: routeMeta(textId, { noindex: options.noindex }),
    load,
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
  };
}

/** A sidebar group whose label and items' labels are `sidebar.<id>.label` and `sidebar.<id>.items.<item id>`. */
export function sidebarGroup(id: string, items: Array<Omit<SidebarItem, 'label'>>): SidebarGroup {
  return { id, label: `sidebar.${id}.label`, items: items.map((item) => ({ ...item, label: `sidebar.${id}.items.${item.id}` })) };
}

/** An entry of the public top navigation, labelled `publicNav.<id>`. */
export function publicNavItem(id: string, to: string, options: { absolute?: boolean } = {}): SidebarItem {
  return { id, label: `publicNav.${id}`, to, ...(options.absolute ? { absolute: true } : {}) };
}

/** Every text key a definition names, each once: what its namespace files must hold. */
export function portalTextKeys(definition: PortalDefinition): TextKey[] {
  const keys = [definition.name, definition.description, definition.defaultTitle];
  if (definition.tagline) keys.push(definition.tagline);
  if (definition.header?.badge) keys.push(definition.header.badge.name, definition.header.badge.role);
  for (const { meta } of definition.routes) keys.push(meta.title, meta.description, meta.keywords);
  for (const group of definition.sidebar) keys.push(group.label, ...group.items.map((item) => item.label));
  for (const item of definition.publicNav ?? []) keys.push(item.label);
  return [...new Set(keys)];
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
