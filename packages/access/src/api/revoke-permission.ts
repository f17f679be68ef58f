import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { accessFailure } from '../access-failure';
import { invalidatePermissions } from '../permission-checker';
import { toPermissionGrant, type PermissionGrant } from './grant-permission';

export interface RevokePermissionInput {
  userId: string;
  organizationId: string;
  resource: string;
  action: string;
}

/** Spec 001 §4 "Revocation sets granted to false", through public.revoke_permission. */
export async function revokePermission(db: DbClient, input: RevokePermissionInput): Promise<PermissionGrant> {
  const { data, error } = await db.rpc('revoke_permission', {
    p_user_id: input.userId,
    p_organization_id: input.organizationId,
    p_resource: input.resource,
    p_action: input.action,
  });
  if (error) throw accessFailure(error, 'PERMISSION_REVOKE_FAILED', { ...input });
  return toPermissionGrant(data as Parameters<typeof toPermissionGrant>[0]);
}

export const revokePermissionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['access', 'revoke-permission'],
    mutationFn: async (input: RevokePermissionInput) => revokePermission(await whenDb(), input),
    onSuccess: (_grant, input) => invalidatePermissions(queryClient, input.organizationId),
  });

export function useRevokePermission() {
  return useMutation(revokePermissionMutationOptions(useQueryClient()));
}
