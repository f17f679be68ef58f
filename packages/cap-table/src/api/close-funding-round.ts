import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { fundingRoundKeys, fundingRoundMutationKeys } from '../funding-keys';
import { capTableKeys, stakeholderKeys } from '../keys';

export interface CloseFundingRound {
  organizationId: string;
  roundId: string;
  /** The day the round closes, which the ledger's transactions take effect on (YYYY-MM-DD). */
  closedOn: string;
}

/** One investor closing recorded: the stakeholder it used or added, and the ledger row. */
export interface ClosedInvestor {
  investor_id: string;
  stakeholder_id: string;
  transaction_id: string;
}

/**
 * Closes a round: the database records every committed investor in the ledger (shares of the
 * round's class, or a SAFE or note on its terms), adding a stakeholder where none is linked, and
 * marks them and the round closed, all or nothing. Its refusal (a round not open, no commitment,
 * a priced round without its class, the ledger's own checks) comes back with the reason.
 */
export async function closeFundingRound(db: DbClient, { roundId, closedOn }: CloseFundingRound, signal?: AbortSignal): Promise<ClosedInvestor[]> {
  let request = db.rpc('close_funding_round', { p_round: roundId, p_closed_on: closedOn });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { rpc: 'close_funding_round', roundId });
  return data ?? [];
}

export const closeFundingRoundMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: fundingRoundMutationKeys.close,
    mutationFn: async (input: CloseFundingRound) => closeFundingRound(await whenDb(), input),
    // The ledger and the stakeholders changed with the round.
    onSuccess: (_rows, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundingRoundKeys.all(input.organizationId) }),
        queryClient.invalidateQueries({ queryKey: capTableKeys.all(input.organizationId) }),
        queryClient.invalidateQueries({ queryKey: stakeholderKeys.all(input.organizationId) }),
      ]),
  });

/** A refusal is shown beside the confirmation, so it is not toasted as well. */
export function useCloseFundingRound({ mutationConfig }: { mutationConfig?: MutationConfig<ClosedInvestor[], CloseFundingRound> } = {}) {
  return useMutation(withCallerConfig(closeFundingRoundMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}
