import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { fundingRoundKeys, fundingRoundMutationKeys } from '../funding-keys';

export interface FundingRoundRef {
  id: string;
  organizationId: string;
}

/** Removes a round and its pipeline; what closing recorded in the ledger stays there. */
export async function deleteFundingRound(db: DbClient, ref: FundingRoundRef, signal?: AbortSignal): Promise<void> {
  let request = db.from('funding_rounds').delete().eq('id', ref.id).eq('organization_id', ref.organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'funding_rounds' });
  if (!data?.length) throw new ServiceError('Permission denied: delete on funding_rounds', 'PERMISSION_DENIED', { ...ref }, 403);
}

export const deleteFundingRoundMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: fundingRoundMutationKeys.delete,
    mutationFn: async (ref: FundingRoundRef) => deleteFundingRound(await whenDb(), ref),
    onSuccess: (_nothing, ref) => queryClient.invalidateQueries({ queryKey: fundingRoundKeys.all(ref.organizationId) }),
  });

export function useDeleteFundingRound({ mutationConfig }: { mutationConfig?: MutationConfig<void, FundingRoundRef> } = {}) {
  return useMutation(withCallerConfig(deleteFundingRoundMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
