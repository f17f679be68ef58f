import { type MutationConfig, mutationOptions, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import type { DefaultError } from '@tanstack/react-query';
import { strategyKeys } from '../keys';

export { withSignal } from './with-signal';

/** The tables Fikr OS writes (check-ins have their own operation). */
export type StrategyTable = 'strategic_periods' | 'value_streams' | 'strategic_objectives' | 'objectives' | 'key_results' | 'epics';

/** The row a write sent back, or the refusal as a service error naming the table. */
export async function writtenRow<T>(request: PromiseLike<{ data: T | null; error: unknown }>, table: StrategyTable | 'key_result_check_ins'): Promise<T> {
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table });
  if (data === null) throw new ServiceError('Nothing was written', 'RECORD_NOT_FOUND', { table }, 404);
  return data;
}

/** Which row of which organization a change or a removal is about. */
export interface RowRef {
  organizationId: string;
  id: string;
}

/**
 * Removes one row of the organization. A row the caller may not remove is not there for them: the
 * policies leave it out, nothing is removed, and that is said as a refusal.
 */
export async function deleteStrategyRow(db: DbClient, table: StrategyTable, { organizationId, id }: RowRef): Promise<void> {
  const { data, error } = await db.from(table).delete().eq('organization_id', organizationId).eq('id', id).select('id');
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table, organizationId });
  if (!data?.length) throw new ServiceError('Nothing was removed: it is gone, or it is not yours to remove', 'PERMISSION_DENIED', { table, organizationId }, 403);
}

/**
 * A write of Fikr OS as a mutation hook: after it, every query of the organization's Fikr OS is
 * read again, since any write can move a progress the page shows. A refusal of a form's write is
 * the form's to show beside its fields (`toastOnError: false`); a removal's is toasted.
 */
export function useStrategyWrite<TData, TVariables>(
  mutationKey: readonly unknown[],
  write: (db: DbClient, input: TVariables) => Promise<TData>,
  organizationOf: (input: TVariables) => string,
  { mutationConfig, toastOnError = false }: { mutationConfig?: MutationConfig<TData, TVariables>; toastOnError?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, DefaultError, TVariables>(
    withCallerConfig(
      mutationOptions({
        mutationKey,
        mutationFn: async (input: TVariables) => write(await whenDb(), input),
        onSuccess: (_data: TData, input: TVariables) => queryClient.invalidateQueries({ queryKey: strategyKeys.all(organizationOf(input)) }),
      }),
      mutationConfig,
      toastOnError ? toastFailure : () => undefined,
    ),
  );
}
