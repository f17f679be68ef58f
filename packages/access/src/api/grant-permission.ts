import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { accessFailure } from '../access-failure';
import { invalidatePermissions } from '../permission-checker';

export interface GrantPermissionInput {
  userId: string;
  organizationId: string;
  resource: string;
  action: string;
  /** ISO time after which the grant no longer counts; null or absent for a grant without end. */
  expiresAt?: string | null;
}

export interface PermissionGrant {
  id: string;
  userId: string;
  organizationId: string;
  resource: string;
  action: string;
  granted: boolean;
  grantedBy: string | null;
  expiresAt: string | null;
  updatedAt: string;
}

interface PermissionRow {
  id: string;
  user_id: string;
  organization_id: string;
  resource: string;
  action: string;
  granted: boolean;
  granted_by: string | null;
  expires_at: string | null;
  updated_at: string;
}

export function toPermissionGrant(row: PermissionRow): PermissionGrant {
  return {
    id: row.id,
    userId: row.user_id,
    organizationId: row.organization_id,
    resource: row.resource,
    action: row.action,
    granted: row.granted,
    grantedBy: row.granted_by,
    expiresAt: row.expires_at,
    updatedAt: row.updated_at,
  };
}

/** Spec 001 §4 "Permission grant", through public.grant_permission, which checks who is asking. */
export async function grantPermission(db: DbClient, input: GrantPermissionInput): Promise<PermissionGrant> {
  const { data, error } = await db.rpc('grant_permission', {
    p_user_id: input.userId,
    p_organization_id: input.organizationId,
    p_resource: input.resource,
    p_action: input.action,
    ...(input.expiresAt ? { p_expires_at: input.expiresAt } : {}),
  });
  if (error) throw accessFailure(error, 'PERMISSION_GRANT_FAILED', { ...input });
  return toPermissionGrant(data as PermissionRow);
}

export const grantPermissionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['access', 'grant-permission'],
    mutationFn: async (input: GrantPermissionInput) => grantPermission(await whenDb(), input),
    onSuccess: (_grant, input) => invalidatePermissions(queryClient, input.organizationId),
  });

export function useGrantPermission() {
  return useMutation(grantPermissionMutationOptions(useQueryClient()));
}
