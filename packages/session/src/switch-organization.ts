import { useMutation, useQueryClient } from '@fikrspace/data';
import { getDb, type DbClient } from '@fikrspace/db';
import type { QueryClient } from '@tanstack/react-query';

export class OrganizationSwitchError extends Error {
  override name = 'OrganizationSwitchError';
}

/**
 * Makes another of the user's organizations the current one. The database decides: the users
 * update policy only lets a user pick an organization they are a member of.
 */
export async function switchOrganization(db: DbClient, userId: string, organizationId: string): Promise<void> {
  const { data, error } = await db.from('users').update({ organization_id: organizationId }).eq('id', userId).select('organization_id').maybeSingle();
  if (error) throw new OrganizationSwitchError(error.message, { cause: error });
  if (data?.organization_id !== organizationId) throw new OrganizationSwitchError('You are not a member of that organization');
}

/**
 * After a switch every cached row may belong to the wrong tenant: organization data is dropped,
 * the rest fetched again.
 */
export async function afterOrganizationSwitch(queryClient: QueryClient, previousOrganizationId: string | null): Promise<void> {
  if (previousOrganizationId) queryClient.removeQueries({ queryKey: ['org', previousOrganizationId] });
  await queryClient.invalidateQueries();
}

export interface SwitchOrganizationVariables {
  userId: string;
  organizationId: string;
  previousOrganizationId: string | null;
}

export function useSwitchOrganization(reloadProfile: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, organizationId }: SwitchOrganizationVariables) => {
      await switchOrganization(getDb(), userId, organizationId);
      await reloadProfile();
    },
    onSuccess: (_data, { previousOrganizationId }) => afterOrganizationSwitch(queryClient, previousOrganizationId),
  });
}
