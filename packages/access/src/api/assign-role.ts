import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { accessFailure } from '../access-failure';
import { invalidatePermissions } from '../permission-checker';

export interface AssignRoleInput {
  userId: string;
  organizationId: string;
  role: string;
}

export interface RoleAssignment {
  id: string;
  userId: string;
  organizationId: string;
  role: string;
  grantedBy: string | null;
  isActive: boolean;
  createdAt: string;
}

/**
 * Spec 001 §4 "Role assignment", through public.assign_role: every earlier role row of the user in
 * the organization is made inactive and one new active row is added, in one transaction.
 */
export async function assignRole(db: DbClient, input: AssignRoleInput): Promise<RoleAssignment> {
  const { data, error } = await db.rpc('assign_role', { p_user_id: input.userId, p_organization_id: input.organizationId, p_role: input.role });
  if (error) throw accessFailure(error, 'ROLE_ASSIGNMENT_FAILED', { ...input });
  return {
    id: data.id,
    userId: data.user_id,
    organizationId: data.organization_id,
    role: data.role,
    grantedBy: data.granted_by,
    isActive: data.is_active,
    createdAt: data.created_at,
  };
}

export const assignRoleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['access', 'assign-role'],
    mutationFn: async (input: AssignRoleInput) => assignRole(await whenDb(), input),
    onSuccess: (_assignment, input) => invalidatePermissions(queryClient, input.organizationId),
  });

export function useAssignRole() {
  return useMutation(assignRoleMutationOptions(useQueryClient()));
}
