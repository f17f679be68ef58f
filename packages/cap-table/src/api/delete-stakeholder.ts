import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { stakeholderKeys, stakeholderMutationKeys } from '../keys';

export interface StakeholderRef {
  id: string;
  organizationId: string;
}

/** Deletes one row; a row the policies hide or refuse is reported, not silently ignored. */
export async function deleteStakeholder(db: DbClient, ref: StakeholderRef, signal?: AbortSignal): Promise<void> {
  let request = db.from('stakeholders').delete().eq('id', ref.id).eq('organization_id', ref.organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'stakeholders' });
  if (!data?.length) throw new ServiceError('Permission denied: delete on stakeholders', 'PERMISSION_DENIED', { ...ref }, 403);
}

export const deleteStakeholderMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: stakeholderMutationKeys.delete,
    mutationFn: async (ref: StakeholderRef) => deleteStakeholder(await whenDb(), ref),
    onSuccess: (_nothing, ref) => queryClient.invalidateQueries({ queryKey: stakeholderKeys.all(ref.organizationId) }),
  });

export function useDeleteStakeholder({ mutationConfig }: { mutationConfig?: MutationConfig<void, StakeholderRef> } = {}) {
  return useMutation(withCallerConfig(deleteStakeholderMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
