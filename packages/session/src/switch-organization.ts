import { useMutation, useQueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';

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

export interface SwitchOrganizationVariables {
  userId: string;
  organizationId: string;
}

export function useSwitchOrganization(reloadProfile: (options?: { fresh?: boolean }) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, organizationId }: SwitchOrganizationVariables) => {
      await switchOrganization(await whenDb(), userId, organizationId);
      // Reloading the profile drops the old organization's cached queries (session-controller);
      // what is left, such as the list of memberships, is fetched again.
      await reloadProfile({ fresh: true });
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
