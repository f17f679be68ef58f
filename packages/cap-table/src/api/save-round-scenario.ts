import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient, type Json } from '@fikrspace/db';
import { roundScenarioKeys, roundScenarioMutationKeys } from '../round-scenario-keys';
import { SCENARIO_COLUMNS, type ScenarioRow } from '../round-scenario-model';
import type { ScenarioTerms } from '../round-scenario-schema';

export interface SaveRoundScenario {
  organizationId: string;
  /** Absent for a new scenario. */
  id?: string;
  name: string;
  terms: ScenarioTerms;
}

/** Saves a scenario's name and terms, as a new one or over an existing one not yet converted; a name already used is a conflict the form shows. */
export async function saveRoundScenario(db: DbClient, { organizationId, id, name, terms }: SaveRoundScenario, signal?: AbortSignal): Promise<ScenarioRow> {
  const values = { name, terms: terms as unknown as Json };
  const request = id
    ? db.from('cap_round_scenarios').update(values).eq('id', id).eq('organization_id', organizationId).select(SCENARIO_COLUMNS.join(', '))
    : db.from('cap_round_scenarios').insert({ organization_id: organizationId, ...values }).select(SCENARIO_COLUMNS.join(', '));
  const { data, error } = await (signal ? request.abortSignal(signal) : request).single<ScenarioRow>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'cap_round_scenarios', organizationId });
  return data;
}

export const saveRoundScenarioMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: roundScenarioMutationKeys.save,
    mutationFn: async (input: SaveRoundScenario) => saveRoundScenario(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: roundScenarioKeys.all(input.organizationId) }),
  });

/** A refusal is shown beside the form, so it is not toasted as well. */
export function useSaveRoundScenario({ mutationConfig }: { mutationConfig?: MutationConfig<ScenarioRow, SaveRoundScenario> } = {}) {
  return useMutation(withCallerConfig(saveRoundScenarioMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}
