import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { networkKeys, type NetworkScope } from '../keys';
import { CONTACT_COLUMNS, RELATIONSHIP_COLUMNS, type NetworkContact, type NetworkRelationship } from '../model';

const SELECT = `${RELATIONSHIP_COLUMNS.join(', ')}, contacts:network_contacts(${CONTACT_COLUMNS.join(', ')})`;

/** The primary contact first, then the others in the order they were added. */
function contactOrder(a: NetworkContact, b: NetworkContact): number {
  return Number(b.is_primary) - Number(a.is_primary) || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

/**
 * The startup's relationships, newest first, each with its contacts in one request. Row level
 * security answers: a member reads the whole network, anyone else nothing (an empty list).
 */
export async function getNetworkRelationships(db: DbClient, { organizationId }: Pick<NetworkScope, 'organizationId'>, signal?: AbortSignal): Promise<NetworkRelationship[]> {
  let request = db.from('network_relationships').select(SELECT).eq('organization_id', organizationId).order('created_at', { ascending: false }).order('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<NetworkRelationship[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'network_relationships', organizationId });
  return (data ?? []).map((relationship) => ({ ...relationship, contacts: [...(relationship.contacts ?? [])].sort(contactOrder) }));
}

export const networkRelationshipsQueryOptions = (scope: NetworkScope) =>
  queryOptions({
    queryKey: networkKeys.relationships(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getNetworkRelationships(await whenDb(), scope, signal),
  });

type RelationshipsKey = ReturnType<typeof networkKeys.relationships>;

/** Disabled until there is an organization to read for. */
export function useNetworkRelationships<TData = NetworkRelationship[]>(scope: NetworkScope | null, { queryConfig }: { queryConfig?: QueryConfig<NetworkRelationship[], TData, RelationshipsKey> } = {}) {
  const { queryKey, queryFn } = networkRelationshipsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<NetworkRelationship[], DefaultError, TData, RelationshipsKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
