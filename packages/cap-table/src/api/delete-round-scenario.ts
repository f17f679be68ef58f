import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { roundScenarioKeys, roundScenarioMutationKeys } from '../round-scenario-keys';

export interface DeleteRoundScenario {
  organizationId: string;
  id: string;
}

/**
 * Removes a scenario not yet converted. A converted one, or one the caller may not remove, is not
 * deleted by row level security, which is said as a refusal rather than as a success.
 */
export async function deleteRoundScenario(db: DbClient, { organizationId, id }: DeleteRoundScenario, signal?: AbortSignal): Promise<void> {
  let request = db.from('cap_round_scenarios').delete().eq('id', id).eq('organization_id', organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'cap_round_scenarios', organizationId });
  if (!data || data.length === 0) throw toServiceError({ code: '42501', message: 'This scenario cannot be removed: it was converted, or you may not remove it' }, 'PERMISSION_DENIED', { table: 'cap_round_scenarios' });
}

export const deleteRoundScenarioMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: roundScenarioMutationKeys.delete,
    mutationFn: async (input: DeleteRoundScenario) => deleteRoundScenario(await whenDb(), input),
    onSettled: (_result, _error, input) => queryClient.invalidateQueries({ queryKey: roundScenarioKeys.all(input.organizationId) }),
  });

export function useDeleteRoundScenario({ mutationConfig }: { mutationConfig?: MutationConfig<void, DeleteRoundScenario> } = {}) {
  return useMutation(withCallerConfig(deleteRoundScenarioMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
