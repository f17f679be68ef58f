import { getQueryClient, queryOptions, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { permissionKeys } from './permission-keys';
import { lookupPermission, type PermissionQuery } from './permission-lookup';

/** Spec 001 §6.3 step 1 and §9: an answer is reused for 5 minutes. */
export const PERMISSION_CACHE_MS = 5 * 60_000;

/**
 * One cached answer per user, organization, resource and action, in the page's one QueryClient,
 * so the hook, the component and service code share it. A failed lookup is not cached: it denies
 * this once and the next check asks again.
 */
export const permissionQueryOptions = (query: PermissionQuery, db?: DbClient) =>
  queryOptions({
    queryKey: permissionKeys.check(query.organizationId, query.userId, query.resource, query.action),
    queryFn: async () => lookupPermission(db ?? (await whenDb()), query),
    staleTime: PERMISSION_CACHE_MS,
    gcTime: PERMISSION_CACHE_MS,
    retry: false,
  });

export interface PermissionCheckDeps {
  queryClient?: QueryClient;
  db?: DbClient;
}

/** Whether the user may do the action; every failure, and a missing id, is a denial (spec 001 §6.3 step 5). */
export async function checkPermission(query: Partial<PermissionQuery>, deps: PermissionCheckDeps = {}): Promise<boolean> {
  const { userId, organizationId, resource, action } = query;
  if (!userId || !organizationId || !resource || !action) return false;
  try {
    return (await (deps.queryClient ?? getQueryClient()).fetchQuery(permissionQueryOptions({ userId, organizationId, resource, action }, deps.db))) === true;
  } catch {
    return false;
  }
}

/** Drops every cached permission answer of the organization, for everyone (after a grant changes). */
export function invalidatePermissions(queryClient: QueryClient, organizationId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: permissionKeys.all(organizationId) });
}
