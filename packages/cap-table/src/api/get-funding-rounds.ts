import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { fundingRoundKeys } from '../funding-keys';
import { FUNDING_ROUND_COLUMNS, INVESTOR_TOTAL_COLUMNS, summarizeRounds, type FundingRound, type InvestorTotals, type RoundSummary } from '../funding-model';

/**
 * An organization's funding rounds, the latest first, each with what its pipeline adds up to (the
 * amounts of every investor, read once for all rounds). Row level security decides which rows
 * exist: a member without Fikr Money, or whose role may not read rounds, gets none.
 */
export async function getFundingRounds(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<RoundSummary[]> {
  let rounds = db.from('funding_rounds').select(FUNDING_ROUND_COLUMNS.join(', ')).eq('organization_id', organizationId).order('created_at', { ascending: false }).order('id');
  let investors = db.from('funding_round_investors').select(INVESTOR_TOTAL_COLUMNS.join(', ')).eq('organization_id', organizationId);
  if (signal) {
    rounds = rounds.abortSignal(signal);
    investors = investors.abortSignal(signal);
  }
  const [roundAnswer, investorAnswer] = await Promise.all([rounds.returns<FundingRound[]>(), investors.returns<InvestorTotals[]>()]);
  if (roundAnswer.error) throw toServiceError(roundAnswer.error, 'DATABASE_ERROR', { table: 'funding_rounds', organizationId });
  if (investorAnswer.error) throw toServiceError(investorAnswer.error, 'DATABASE_ERROR', { table: 'funding_round_investors', organizationId });
  return summarizeRounds(roundAnswer.data ?? [], investorAnswer.data ?? []);
}

/** Also the fundraising route's prefetch, so the rounds download with the page's code. */
export const fundingRoundsQueryOptions = ({ organizationId }: { organizationId: string }) =>
  queryOptions({
    queryKey: fundingRoundKeys.list(organizationId),
    queryFn: async ({ signal }) => getFundingRounds(await whenDb(), { organizationId }, signal),
  });

type RoundsKey = ReturnType<typeof fundingRoundKeys.list>;

/** Disabled until there is an organization: rounds only exist within one. */
export function useFundingRounds<TData = RoundSummary[]>(organizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<RoundSummary[], TData, RoundsKey> } = {}) {
  const { queryKey, queryFn } = fundingRoundsQueryOptions({ organizationId: organizationId ?? '' });
  return useQuery<RoundSummary[], DefaultError, TData, RoundsKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
