import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { stakeholderKeys, stakeholderMutationKeys } from '../keys';
import { STAKEHOLDER_COLUMNS, type NewStakeholder, type Stakeholder } from '../model';
import { prepareStakeholder } from '../prepare-stakeholder';

/** Adds one stakeholder, cleaned by {@link prepareStakeholder}; the policies decide who may. */
export async function createStakeholder(db: DbClient, input: NewStakeholder, signal?: AbortSignal): Promise<Stakeholder> {
  let request = db.from('stakeholders').insert(prepareStakeholder(input)).select(STAKEHOLDER_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<Stakeholder>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'stakeholders' });
  return data;
}

export const createStakeholderMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: stakeholderMutationKeys.create,
    mutationFn: async (input: NewStakeholder) => createStakeholder(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: stakeholderKeys.all(input.organizationId) }),
  });

export function useCreateStakeholder({ mutationConfig }: { mutationConfig?: MutationConfig<Stakeholder, NewStakeholder> } = {}) {
  return useMutation(withCallerConfig(createStakeholderMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
