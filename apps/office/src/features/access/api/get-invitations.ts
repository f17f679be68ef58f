import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient, type Tables } from '@fikrspace/db';
import { isUuid } from '../utils/is-uuid';
import { accessKeys } from './access-keys';

export type Invitation = Pick<Tables<'organization_invitations'>, 'id' | 'email' | 'role' | 'status' | 'expires_at' | 'created_at'>;

/** The organization's open invitations, newest first (access managers and operators read them). */
export async function getInvitations(db: DbClient, organizationId: string): Promise<Invitation[]> {
  if (!isUuid(organizationId)) return [];
  const { data, error } = await db
    .from('organization_invitations')
    .select('id, email, role, status, expires_at, created_at')
    .eq('organization_id', organizationId)
    .eq('status', 'pending')
    .order('created_at', { ascending: false });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organization_invitations', organizationId });
  return data ?? [];
}

export const invitationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.invitations(organizationId),
    queryFn: async () => getInvitations(await whenDb(), organizationId),
  });

export function useInvitations(organizationId: string, enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(organizationId), enabled });
}
