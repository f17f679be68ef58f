import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { roundScenarioKeys } from '../round-scenario-keys';
import { SCENARIO_COLUMNS, type ScenarioRow } from '../round-scenario-model';

/** The organization's saved round scenarios, the latest changed first; row level security decides who sees them. */
export async function getRoundScenarios(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<ScenarioRow[]> {
  let request = db.from('cap_round_scenarios').select(SCENARIO_COLUMNS.join(', ')).eq('organization_id', organizationId).order('updated_at', { ascending: false }).limit(100);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<ScenarioRow[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'cap_round_scenarios', organizationId });
  return data ?? [];
}

export const roundScenariosQueryOptions = (query: { organizationId: string }) =>
  queryOptions({
    queryKey: roundScenarioKeys.list(query.organizationId),
    queryFn: async ({ signal }) => getRoundScenarios(await whenDb(), query, signal),
  });

type ScenariosKey = ReturnType<typeof roundScenarioKeys.list>;

export function useRoundScenarios<TData = ScenarioRow[]>(
  { organizationId }: { organizationId: string | null },
  { queryConfig }: { queryConfig?: QueryConfig<ScenarioRow[], TData, ScenariosKey> } = {},
) {
  const { queryKey, queryFn } = roundScenariosQueryOptions({ organizationId: organizationId ?? '' });
  return useQuery<ScenarioRow[], DefaultError, TData, ScenariosKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
