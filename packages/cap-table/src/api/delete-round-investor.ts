import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { fundingRoundKeys, fundingRoundMutationKeys } from '../funding-keys';

export interface RoundInvestorRef {
  id: string;
  organizationId: string;
}

/** Takes an investor off a round's pipeline; a row the policies hide or refuse is reported. */
export async function deleteRoundInvestor(db: DbClient, ref: RoundInvestorRef, signal?: AbortSignal): Promise<void> {
  let request = db.from('funding_round_investors').delete().eq('id', ref.id).eq('organization_id', ref.organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'funding_round_investors' });
  if (!data?.length) throw new ServiceError('Permission denied: delete on funding_round_investors', 'PERMISSION_DENIED', { ...ref }, 403);
}

export const deleteRoundInvestorMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: fundingRoundMutationKeys.deleteInvestor,
    mutationFn: async (ref: RoundInvestorRef) => deleteRoundInvestor(await whenDb(), ref),
    onSuccess: (_nothing, ref) => queryClient.invalidateQueries({ queryKey: fundingRoundKeys.all(ref.organizationId) }),
  });

export function useDeleteRoundInvestor({ mutationConfig }: { mutationConfig?: MutationConfig<void, RoundInvestorRef> } = {}) {
  return useMutation(withCallerConfig(deleteRoundInvestorMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
