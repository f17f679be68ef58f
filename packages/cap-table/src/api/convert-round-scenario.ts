import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient, type Json } from '@fikrspace/db';
import { capTableKeys, stakeholderKeys } from '../keys';
import { roundScenarioKeys, roundScenarioMutationKeys } from '../round-scenario-keys';
import type { ConversionPayload } from '../round-scenario-model';

export interface ConvertRoundScenario {
  organizationId: string;
  scenarioId: string;
  effectiveOn: string;
  shareClassId: string;
  equityPlanId: string | null;
  /** The fully diluted count of the snapshot the round was modeled on: the database refuses if the ledger has moved since. */
  fullyDilutedBefore: number;
  result: ConversionPayload;
}

export interface ConversionOutcome {
  issued: number;
  converted: number;
  poolTopUp: number;
}

/** Records a modeled round in the ledger, all or nothing: conversions, new investors' shares, the pool's top-up. */
export async function convertRoundScenario(db: DbClient, input: ConvertRoundScenario, signal?: AbortSignal): Promise<ConversionOutcome> {
  let request = db.rpc('convert_round_scenario', {
    p_scenario_id: input.scenarioId,
    p_effective_on: input.effectiveOn,
    p_share_class_id: input.shareClassId,
    // The function takes a null plan when nothing tops the pool up; the generated type does not say so.
    p_equity_plan_id: input.equityPlanId as string,
    p_fully_diluted_before: input.fullyDilutedBefore,
    p_result: input.result as unknown as Json,
  });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { rpc: 'convert_round_scenario', organizationId: input.organizationId });
  return data as unknown as ConversionOutcome;
}

export const convertRoundScenarioMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: roundScenarioMutationKeys.convert,
    mutationFn: async (input: ConvertRoundScenario) => convertRoundScenario(await whenDb(), input),
    onSuccess: (_outcome, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: capTableKeys.all(input.organizationId) }),
        queryClient.invalidateQueries({ queryKey: stakeholderKeys.all(input.organizationId) }),
        queryClient.invalidateQueries({ queryKey: roundScenarioKeys.all(input.organizationId) }),
      ]),
  });

/** A refusal (a stale model, a missing class) is shown beside the form, so it is not toasted as well. */
export function useConvertRoundScenario({ mutationConfig }: { mutationConfig?: MutationConfig<ConversionOutcome, ConvertRoundScenario> } = {}) {
  return useMutation(withCallerConfig(convertRoundScenarioMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}
