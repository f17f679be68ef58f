import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { helpCenterKeys, helpCenterMutationKeys, type HelpCenterScope } from '../keys';
import type { SupportStatus } from '../model';

export interface ChangeSupportRequestStatusInput extends HelpCenterScope {
  id: string;
  /** Its author closes a request or reopens it; the operators set any state. */
  status: SupportStatus;
}

/**
 * Moves a request to another state. The database decides who may make which move
 * (guard_support_request: its author closes an unsettled request and reopens a resolved one)
 * and stamps when it was settled; a request the policies hide or keep is reported as refused.
 */
export async function changeSupportRequestStatus(db: DbClient, { organizationId, id, status }: ChangeSupportRequestStatusInput, signal?: AbortSignal): Promise<void> {
  let request = db.from('support_requests').update({ status }).eq('id', id).eq('organization_id', organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'support_requests', organizationId, status });
  if (!data?.length) throw new ServiceError('Permission denied: update on support_requests', 'PERMISSION_DENIED', { organizationId, id, status }, 403);
}

export const changeSupportRequestStatusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: helpCenterMutationKeys.changeRequestStatus,
    mutationFn: async (input: ChangeSupportRequestStatusInput) => changeSupportRequestStatus(await whenDb(), input),
    onSuccess: (_nothing, input) => queryClient.invalidateQueries({ queryKey: helpCenterKeys.supportRequests(input.viewerOrganizationId, input.organizationId) }),
  });

export function useChangeSupportRequestStatus({ mutationConfig }: { mutationConfig?: MutationConfig<void, ChangeSupportRequestStatusInput> } = {}) {
  return useMutation(withCallerConfig(changeSupportRequestStatusMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
