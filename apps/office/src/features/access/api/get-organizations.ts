import { queryOptions, toServiceError, useQuery, type PaginatedResult } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { accessKeys } from './access-keys';

/** Spec 001 §9: pages of 20. */
export const ORGANIZATIONS_PAGE_SIZE = 20;

export interface OrganizationSummary {
  id: string;
  name: string;
  /** The organization type's name (startup, venture_capital ...), null when it has none. */
  type: string | null;
  /** Null when the members could not be counted. */
  memberCount: number | null;
}

/**
 * Counted on the server, one small request per organization of the page: an exact count stays
 * exact however large the tenant, where reading the member rows would stop at the API's row limit.
 */
async function countMembers(db: DbClient, organizationId: string): Promise<number | null> {
  const { count, error } = await db.from('organization_members').select('id', { count: 'exact', head: true }).eq('organization_id', organizationId);
  return error ? null : count;
}

/** One page of the organizations the caller may read (operators read every one), by name. */
export async function getOrganizations(db: DbClient, page: number): Promise<PaginatedResult<OrganizationSummary>> {
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const from = (current - 1) * ORGANIZATIONS_PAGE_SIZE;
  const { data, error, count } = await db
    .from('organizations')
    .select('id, name, organization_type:organization_types(name)', { count: 'exact' })
    .order('name', { ascending: true })
    .order('id', { ascending: true })
    .range(from, from + ORGANIZATIONS_PAGE_SIZE - 1);
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organizations', page: current });
  const counts = await Promise.all(data.map((row) => countMembers(db, row.id)));
  const total = count ?? data.length;
  return {
    data: data.map((row, index) => ({ id: row.id, name: row.name, type: row.organization_type?.name ?? null, memberCount: counts[index] ?? null })),
    total,
    page: current,
    limit: ORGANIZATIONS_PAGE_SIZE,
    totalPages: Math.ceil(total / ORGANIZATIONS_PAGE_SIZE),
  };
}

export const organizationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accessKeys.organizationList(page),
    queryFn: async () => getOrganizations(await whenDb(), page),
    // The page shown stays while the next one loads, so the list does not jump to a spinner.
    placeholderData: (previous) => previous,
  });

export function useOrganizations(page: number) {
  return useQuery(organizationsQueryOptions(page));
}
