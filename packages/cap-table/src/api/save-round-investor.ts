import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { fundingRoundKeys, fundingRoundMutationKeys } from '../funding-keys';
import { ROUND_INVESTOR_COLUMNS, type RoundInvestor } from '../funding-model';
import type { InvestorRow } from '../funding-schema';

export interface RoundInvestorInput {
  organizationId: string;
  roundId: string;
  /** The investor to change; none adds one to the round. */
  id?: string;
  row: InvestorRow;
}

/**
 * Adds an investor to a round's pipeline, or changes one. The table checks the stage's needs (a
 * reason to pass, an amount committed); an investor the policies hide or refuse is reported.
 */
export async function saveRoundInvestor(db: DbClient, { organizationId, roundId, id, row }: RoundInvestorInput, signal?: AbortSignal): Promise<RoundInvestor> {
  const columns = ROUND_INVESTOR_COLUMNS.join(', ');
  let request = id
    ? db.from('funding_round_investors').update(row).eq('id', id).eq('organization_id', organizationId).select(columns)
    : db.from('funding_round_investors').insert({ ...row, organization_id: organizationId, round_id: roundId }).select(columns);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<RoundInvestor[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'funding_round_investors' });
  const [saved] = data ?? [];
  if (!saved) throw new ServiceError('Permission denied: update on funding_round_investors', 'PERMISSION_DENIED', { id, organizationId }, 403);
  return saved;
}

export const saveRoundInvestorMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: fundingRoundMutationKeys.saveInvestor,
    mutationFn: async (input: RoundInvestorInput) => saveRoundInvestor(await whenDb(), input),
    // The round's totals change with its pipeline.
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: fundingRoundKeys.all(input.organizationId) }),
  });

/** A refusal is shown beside the form that sent it, so it is not toasted as well. */
export function useSaveRoundInvestor({ mutationConfig }: { mutationConfig?: MutationConfig<RoundInvestor, RoundInvestorInput> } = {}) {
  return useMutation(withCallerConfig(saveRoundInvestorMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}
