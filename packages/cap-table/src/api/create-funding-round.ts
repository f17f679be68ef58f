import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { fundingRoundKeys, fundingRoundMutationKeys } from '../funding-keys';
import { FUNDING_ROUND_COLUMNS, type FundingRound } from '../funding-model';
import type { RoundRow } from '../funding-schema';

export interface NewFundingRound {
  organizationId: string;
  row: RoundRow;
}

/** Adds a round; the table checks its terms and the policies who may. A name already used is a conflict. */
export async function createFundingRound(db: DbClient, { organizationId, row }: NewFundingRound, signal?: AbortSignal): Promise<FundingRound> {
  let request = db
    .from('funding_rounds')
    .insert({ ...row, organization_id: organizationId })
    .select(FUNDING_ROUND_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<FundingRound>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'funding_rounds' });
  return data;
}

export const createFundingRoundMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: fundingRoundMutationKeys.create,
    mutationFn: async (input: NewFundingRound) => createFundingRound(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: fundingRoundKeys.all(input.organizationId) }),
  });

/** A refusal is shown beside the form that sent it, so it is not toasted as well. */
export function useCreateFundingRound({ mutationConfig }: { mutationConfig?: MutationConfig<FundingRound, NewFundingRound> } = {}) {
  return useMutation(withCallerConfig(createFundingRoundMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}
