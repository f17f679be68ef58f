import { type MutationConfig, mutationOptions, type QueryClient, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { networkKeys, networkMutationKeys, type NetworkScope } from '../keys';
import { answeredRow } from './answered-row';

export interface DeleteNetworkContactInput extends NetworkScope {
  id: string;
}

/** Removes one contact; a row the policies hide or refuse is reported, not silently ignored. */
export async function deleteNetworkContact(db: DbClient, { organizationId, id }: DeleteNetworkContactInput, signal?: AbortSignal): Promise<void> {
  let request = db.from('network_contacts').delete().eq('id', id).select('id');
  if (signal) request = request.abortSignal(signal);
  answeredRow(await request, 'network_contacts', { organizationId, id });
}

export const deleteNetworkContactMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: networkMutationKeys.deleteContact,
    mutationFn: async (input: DeleteNetworkContactInput) => deleteNetworkContact(await whenDb(), input),
    onSuccess: (_nothing, input) => queryClient.invalidateQueries({ queryKey: networkKeys.relationships(input.viewerOrganizationId, input.organizationId) }),
  });

export function useDeleteNetworkContact({ mutationConfig }: { mutationConfig?: MutationConfig<void, DeleteNetworkContactInput> } = {}) {
  return useMutation(withCallerConfig(deleteNetworkContactMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
