import { queryKeys, queryOptions, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { organizationTypeLabel } from '@fikrspace/portal-kit';

export interface MembershipOrganization {
  id: string;
  name: string;
  type: string | null;
  /** Spec 001 §2.11 label. */
  typeLabel: string;
}

/** Every organization the user belongs to, by name. */
export async function fetchMyOrganizations(db: DbClient, userId: string): Promise<MembershipOrganization[]> {
  const { data, error } = await db
    .from('organization_members')
    .select('organization:organizations(id, name, organization_type:organization_types(name))')
    .eq('user_id', userId);
  if (error) throw error;
  return (data ?? [])
    .map((row) => row.organization as { id: string; name: string; organization_type: { name: string } | null } | null)
    .filter((organization): organization is NonNullable<typeof organization> => !!organization)
    .map((organization) => ({
      id: organization.id,
      name: organization.name,
      type: organization.organization_type?.name ?? null,
      typeLabel: organizationTypeLabel(organization.organization_type?.name),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const myOrganizationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.meScoped(userId, 'organizations'),
    queryFn: async () => fetchMyOrganizations(await whenDb(), userId),
  });

export function useMyOrganizations(userId: string | null) {
  return useQuery({ ...myOrganizationsQueryOptions(userId ?? ''), enabled: !!userId });
}
