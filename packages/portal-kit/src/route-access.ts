import type { PortalDefinition, PortalRoute } from './types';

export type RouteAccess = 'allowed' | 'sign-in' | 'forbidden';

/**
 * Spec 001 §5.1: a route needing auth requires a signed-in user; if the route lists roles, the
 * user's enterprise role name (case-insensitive) must be one of them; otherwise the product-level
 * required-roles list, if any, applies.
 */
export function routeAccess(route: Pick<PortalRoute, 'auth' | 'roles'>, portal: Pick<PortalDefinition, 'requiredRoles'>, user: { enterpriseRole: { name: string } | null } | null): RouteAccess {
  if (!route.auth) return 'allowed';
  if (!user) return 'sign-in';
  const roleName = user.enterpriseRole?.name.toLowerCase() ?? '';
  const required = route.roles.length ? route.roles : (portal.requiredRoles ?? []);
  if (required.length === 0) return 'allowed';
  return required.map((role) => role.toLowerCase()).includes(roleName) ? 'allowed' : 'forbidden';
}
