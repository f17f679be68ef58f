import { type MutationConfig, mutationOptions, type QueryClient, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { networkKeys, networkMutationKeys, type NetworkScope } from '../keys';
import { answeredRow } from './answered-row';

export interface DeleteNetworkRelationshipInput extends NetworkScope {
  id: string;
}

/**
 * Removes a relationship and, with it, its contacts. A row the policies hide or refuse is
 * reported, not silently ignored.
 */
export async function deleteNetworkRelationship(db: DbClient, { organizationId, id }: DeleteNetworkRelationshipInput, signal?: AbortSignal): Promise<void> {
  let request = db.from('network_relationships').delete().eq('id', id).eq('organization_id', organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  answeredRow(await request, 'network_relationships', { organizationId, id });
}

export const deleteNetworkRelationshipMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: networkMutationKeys.deleteRelationship,
    mutationFn: async (input: DeleteNetworkRelationshipInput) => deleteNetworkRelationship(await whenDb(), input),
    onSuccess: (_nothing, input) => queryClient.invalidateQueries({ queryKey: networkKeys.company(input.viewerOrganizationId, input.organizationId) }),
  });

export function useDeleteNetworkRelationship({ mutationConfig }: { mutationConfig?: MutationConfig<void, DeleteNetworkRelationshipInput> } = {}) {
  return useMutation(withCallerConfig(deleteNetworkRelationshipMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
