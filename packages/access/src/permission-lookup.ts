import { toServiceError } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { decidePermission, roleHasResource } from './permission-matrix';

export interface PermissionQuery {
  userId: string;
  organizationId: string;
  resource: string;
  action: string;
}

/** PostgREST's "no row" answer to `.single()`, which the spec treats as no result (spec 001 §7.1). */
const NO_ROW = 'PGRST116';

/** The user's active matrix role in the organization, or null when they hold none. */
export async function fetchActiveRole(db: DbClient, userId: string, organizationId: string): Promise<string | null> {
  const { data, error } = await db
    .from('organisation_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('organization_id', organizationId)
    .eq('is_active', true)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { userId, organizationId });
  return data?.role ?? null;
}

/** An explicit, granted and unexpired grant of one action on one resource, or null. */
export async function fetchExplicitGrant(db: DbClient, query: PermissionQuery, now: Date) {
  const { data, error } = await db
    .from('user_permissions')
    .select('granted, expires_at')
    .eq('user_id', query.userId)
    .eq('organization_id', query.organizationId)
    .eq('resource', query.resource)
    .eq('action', query.action)
    .eq('granted', true)
    .or(`expires_at.is.null,expires_at.gt.${now.toISOString()}`)
    .single();
  if (error) {
    if (error.code === NO_ROW) return null;
    throw toServiceError(error, 'DATABASE_ERROR', { ...query });
  }
  return { granted: data.granted, expiresAt: data.expires_at };
}

/**
 * Spec 001 §6.3 steps 2 to 4 against the database: the active role decides; a role without an
 * entry for the resource is denied outright; where the role lacks the action, an explicit
 * unexpired grant can allow it. Failures throw: the checker turns them into a denial (step 5)
 * without caching it. The database's own app.has_permission follows the same order.
 */
export async function lookupPermission(db: DbClient, query: PermissionQuery, now: Date = new Date()): Promise<boolean> {
  const role = await fetchActiveRole(db, query.userId, query.organizationId);
  if (!role || !roleHasResource(role, query.resource)) return false;
  if (decidePermission(role, query.resource, query.action, null, now)) return true;
  const grant = await fetchExplicitGrant(db, query, now);
  return decidePermission(role, query.resource, query.action, grant, now);
}
