import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient, type Tables } from '@fikrspace/db';
import { isUuid } from '../is-uuid';
import { peopleKeys } from '../keys';

export type Invitation = Pick<Tables<'organization_invitations'>, 'id' | 'email' | 'role' | 'status' | 'expires_at' | 'created_at'>;

/** The organization's open invitations, newest first (access managers and operators read them). */
export async function getInvitations(db: DbClient, organizationId: string, signal?: AbortSignal): Promise<Invitation[]> {
  if (!isUuid(organizationId)) return [];
  let request = db
    .from('organization_invitations')
    .select('id, email, role, status, expires_at, created_at')
    .eq('organization_id', organizationId)
    .eq('status', 'pending')
    .order('created_at', { ascending: false });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organization_invitations', organizationId });
  return data ?? [];
}

export const invitationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: peopleKeys.invitations(organizationId),
    queryFn: async ({ signal }) => getInvitations(await whenDb(), organizationId, signal),
  });

export function useInvitations(organizationId: string, enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(organizationId), enabled });
}
