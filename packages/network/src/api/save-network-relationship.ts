import { type MutationConfig, mutationOptions, type QueryClient, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { networkKeys, networkMutationKeys, type NetworkScope } from '../keys';
import { RELATIONSHIP_COLUMNS, type RelationshipRow, type SavedRelationshipFields } from '../model';
import { answeredRow } from './answered-row';

export interface SaveNetworkRelationshipInput extends NetworkScope {
  /** The relationship to change; none adds one. */
  id?: string;
  /** What it says; its organization is the scope's. */
  relationship: Omit<RelationshipRow, 'organization_id'>;
}

/**
 * Adds a relationship to the startup's network, or changes one. The policies decide who may (the
 * members whose role may update the organization); a refusal, or a row they did not let through,
 * is an error. The database refuses a second tie of one kind with the same organization
 * (DUPLICATE_RECORD) and a startup named by its id (VALIDATION_ERROR).
 */
export async function saveNetworkRelationship(db: DbClient, { organizationId, id, relationship }: SaveNetworkRelationshipInput, signal?: AbortSignal): Promise<SavedRelationshipFields> {
  const columns = RELATIONSHIP_COLUMNS.join(', ');
  const table = db.from('network_relationships');
  let request = id ? table.update(relationship).eq('id', id).eq('organization_id', organizationId).select(columns) : table.insert({ ...relationship, organization_id: organizationId }).select(columns);
  if (signal) request = request.abortSignal(signal);
  return answeredRow(await request.maybeSingle<SavedRelationshipFields>(), 'network_relationships', { organizationId, id });
}

export const saveNetworkRelationshipMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: networkMutationKeys.saveRelationship,
    mutationFn: async (input: SaveNetworkRelationshipInput) => saveNetworkRelationship(await whenDb(), input),
    // The list and the names it shows: a new platform organization brings a name with it.
    onSuccess: (_saved, input) => queryClient.invalidateQueries({ queryKey: networkKeys.company(input.viewerOrganizationId, input.organizationId) }),
  });

export function useSaveNetworkRelationship({ mutationConfig }: { mutationConfig?: MutationConfig<SavedRelationshipFields, SaveNetworkRelationshipInput> } = {}) {
  return useMutation(withCallerConfig(saveNetworkRelationshipMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
