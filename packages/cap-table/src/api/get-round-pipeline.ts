import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { fundingRoundKeys } from '../funding-keys';
import { ROUND_INVESTOR_COLUMNS, type RoundInvestor } from '../funding-model';

export interface RoundPipelineQuery {
  organizationId: string;
  roundId: string;
}

/** The investors a round approached, in the order they were added; row level security decides which exist. */
export async function getRoundPipeline(db: DbClient, { organizationId, roundId }: RoundPipelineQuery, signal?: AbortSignal): Promise<RoundInvestor[]> {
  let request = db
    .from('funding_round_investors')
    .select(ROUND_INVESTOR_COLUMNS.join(', '))
    .eq('organization_id', organizationId)
    .eq('round_id', roundId)
    .order('created_at')
    .order('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<RoundInvestor[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'funding_round_investors', organizationId, roundId });
  return data ?? [];
}

export const roundPipelineQueryOptions = ({ organizationId, roundId }: RoundPipelineQuery) =>
  queryOptions({
    queryKey: fundingRoundKeys.pipeline(organizationId, { roundId }),
    queryFn: async ({ signal }) => getRoundPipeline(await whenDb(), { organizationId, roundId }, signal),
  });

type PipelineKey = ReturnType<typeof fundingRoundKeys.pipeline>;

/** Disabled until a round is chosen. */
export function useRoundPipeline<TData = RoundInvestor[]>(
  { organizationId, roundId }: { organizationId: string; roundId: string | null },
  { queryConfig }: { queryConfig?: QueryConfig<RoundInvestor[], TData, PipelineKey> } = {},
) {
  const { queryKey, queryFn } = roundPipelineQueryOptions({ organizationId, roundId: roundId ?? '' });
  return useQuery<RoundInvestor[], DefaultError, TData, PipelineKey>({ queryKey, queryFn, enabled: !!roundId, ...queryConfig });
}
