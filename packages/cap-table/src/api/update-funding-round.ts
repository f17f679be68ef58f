import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { fundingRoundKeys, fundingRoundMutationKeys } from '../funding-keys';
import { FUNDING_ROUND_COLUMNS, type FundingRound } from '../funding-model';
import type { RoundRow } from '../funding-schema';

export interface FundingRoundChange {
  id: string;
  organizationId: string;
  changes: Partial<RoundRow>;
}

/**
 * Changes a round's terms, timeline or status; closing is close-funding-round's. A round the
 * policies hide or refuse is reported, not silently left as it was.
 */
export async function updateFundingRound(db: DbClient, { id, organizationId, changes }: FundingRoundChange, signal?: AbortSignal): Promise<FundingRound> {
  let request = db.from('funding_rounds').update(changes).eq('id', id).eq('organization_id', organizationId).select(FUNDING_ROUND_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<FundingRound[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'funding_rounds' });
  const [row] = data ?? [];
  if (!row) throw new ServiceError('Permission denied: update on funding_rounds', 'PERMISSION_DENIED', { id, organizationId }, 403);
  return row;
}

export const updateFundingRoundMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: fundingRoundMutationKeys.update,
    mutationFn: async (input: FundingRoundChange) => updateFundingRound(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: fundingRoundKeys.all(input.organizationId) }),
  });

/** A refusal is shown beside the form that sent it, so it is not toasted as well. */
export function useUpdateFundingRound({ mutationConfig }: { mutationConfig?: MutationConfig<FundingRound, FundingRoundChange> } = {}) {
  return useMutation(withCallerConfig(updateFundingRoundMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}
