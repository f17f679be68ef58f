import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { helpCenterKeys, helpCenterMutationKeys, type HelpCenterScope } from '../keys';
import { SUPPORT_REQUEST_COLUMNS, type NewSupportRequest, type SupportRequest } from '../model';

export interface OpenSupportRequestInput extends HelpCenterScope {
  request: NewSupportRequest;
}

/** The row as the insert answers it: the author's name comes with the next read of the list. */
export type OpenedSupportRequest = Omit<SupportRequest, 'author'>;

/**
 * Opens a request for the organization, in the caller's name: the database sets the author, the
 * state (open) and the times, and the policies let any member of the organization do it.
 */
export async function openSupportRequest(db: DbClient, { organizationId, request }: OpenSupportRequestInput, signal?: AbortSignal): Promise<OpenedSupportRequest> {
  let insert = db.from('support_requests').insert({ ...request, organization_id: organizationId }).select(SUPPORT_REQUEST_COLUMNS.join(', '));
  if (signal) insert = insert.abortSignal(signal);
  const { data, error } = await insert.single<OpenedSupportRequest>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'support_requests', organizationId });
  return data;
}

export const openSupportRequestMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: helpCenterMutationKeys.openRequest,
    mutationFn: async (input: OpenSupportRequestInput) => openSupportRequest(await whenDb(), input),
    onSuccess: (_opened, input) => queryClient.invalidateQueries({ queryKey: helpCenterKeys.supportRequests(input.viewerOrganizationId, input.organizationId) }),
  });

export function useOpenSupportRequest({ mutationConfig }: { mutationConfig?: MutationConfig<OpenedSupportRequest, OpenSupportRequestInput> } = {}) {
  return useMutation(withCallerConfig(openSupportRequestMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
