import type { MutationConfig } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { deleteStrategyRow, type RowRef, useStrategyWrite } from './strategy-write';

/** Removes a key result; its check-ins go with it. */
export function deleteKeyResult(db: DbClient, row: RowRef): Promise<void> {
  return deleteStrategyRow(db, 'key_results', row);
}

/** A refusal is toasted: a removal has no form to show it beside. */
export function useDeleteKeyResult({ mutationConfig }: { mutationConfig?: MutationConfig<void, RowRef> } = {}) {
  return useStrategyWrite(strategyMutationKeys.remove('key_results'), deleteKeyResult, (row) => row.organizationId, { mutationConfig, toastOnError: true });
}
