import { type MutationConfig, mutationOptions, type QueryClient, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient, type TablesInsert } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { networkKeys, networkMutationKeys, type NetworkScope } from '../keys';
import { CONTACT_COLUMNS, type ContactRow, type NetworkContact } from '../model';
import { answeredRow } from './answered-row';

export interface SaveNetworkContactInput extends NetworkScope {
  /** The contact to change; none adds one to the relationship. */
  id?: string;
  contact: ContactRow;
}

/**
 * Adds a contact to a relationship, or changes one; a contact marked primary takes the mark from
 * the one before (the database does). The database places the contact in its relationship's
 * organization, and the policies decide whether the caller may write there.
 */
export async function saveNetworkContact(db: DbClient, { organizationId, id, contact }: SaveNetworkContactInput, signal?: AbortSignal): Promise<NetworkContact> {
  const columns = CONTACT_COLUMNS.join(', ');
  const table = db.from('network_contacts');
  // A contact stays with its relationship: a change names everything else.
  const { relationship_id: relationshipId, ...changes } = contact;
  // The database writes a new contact's organization (its relationship's): the caller may not.
  const added = contact as TablesInsert<'network_contacts'>;
  let request = id ? table.update(changes).eq('id', id).eq('relationship_id', relationshipId).select(columns) : table.insert(added).select(columns);
  if (signal) request = request.abortSignal(signal);
  return answeredRow(await request.maybeSingle<NetworkContact>(), 'network_contacts', { organizationId, id });
}

export const saveNetworkContactMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: networkMutationKeys.saveContact,
    mutationFn: async (input: SaveNetworkContactInput) => saveNetworkContact(await whenDb(), input),
    onSuccess: (_saved, input) => queryClient.invalidateQueries({ queryKey: networkKeys.relationships(input.viewerOrganizationId, input.organizationId) }),
  });

export function useSaveNetworkContact({ mutationConfig }: { mutationConfig?: MutationConfig<NetworkContact, SaveNetworkContactInput> } = {}) {
  return useMutation(withCallerConfig(saveNetworkContactMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
