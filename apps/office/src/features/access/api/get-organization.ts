import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { isUuid } from '@fikrspace/people/is-uuid';
import { accessKeys } from './access-keys';

export interface OrganizationDetails {
  id: string;
  name: string;
  type: string | null;
}

/** The organization, or null when it does not exist or the caller may not read it. */
export async function getOrganization(db: DbClient, organizationId: string): Promise<OrganizationDetails | null> {
  if (!isUuid(organizationId)) return null;
  const { data, error } = await db.from('organizations').select('id, name, organization_type:organization_types(name)').eq('id', organizationId).maybeSingle();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organizations', organizationId });
  return data ? { id: data.id, name: data.name, type: data.organization_type?.name ?? null } : null;
}

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.organization(organizationId),
    queryFn: async () => getOrganization(await whenDb(), organizationId),
  });

export function useOrganization(organizationId: string) {
  return useQuery({ ...organizationQueryOptions(organizationId), enabled: isUuid(organizationId) });
}
