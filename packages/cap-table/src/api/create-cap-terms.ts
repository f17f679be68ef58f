import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient, type TablesInsert } from '@fikrspace/db';
import { capTableKeys } from '../keys';

/**
 * Adds what describes the company before anything is issued: a share class, an equity plan or
 * vesting terms. Each is one insert the tables check; a name already used in the organization is
 * a conflict the form shows.
 */
export type NewCapTerms =
  | { table: 'share_classes'; row: TablesInsert<'share_classes'> }
  | { table: 'equity_plans'; row: TablesInsert<'equity_plans'> }
  | { table: 'vesting_terms'; row: TablesInsert<'vesting_terms'> };

export async function createCapTerms(db: DbClient, input: NewCapTerms, signal?: AbortSignal): Promise<{ id: string }> {
  // One call per table keeps the generated row type of each insert.
  const request =
    input.table === 'share_classes'
      ? db.from('share_classes').insert(input.row).select('id')
      : input.table === 'equity_plans'
        ? db.from('equity_plans').insert(input.row).select('id')
        : db.from('vesting_terms').insert(input.row).select('id');
  const { data, error } = await (signal ? request.abortSignal(signal) : request).single<{ id: string }>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: input.table });
  return data;
}

export const createCapTermsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['cap-table', 'create-terms'],
    mutationFn: async (input: NewCapTerms) => createCapTerms(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: capTableKeys.all(input.row.organization_id) }),
  });

/** A refusal is shown beside the form that sent it. */
export function useCreateCapTerms({ mutationConfig }: { mutationConfig?: MutationConfig<{ id: string }, NewCapTerms> } = {}) {
  return useMutation(withCallerConfig(createCapTermsMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}
