import type { MutationConfig } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { deleteStrategyRow, type RowRef, useStrategyWrite } from './strategy-write';

/** Removes an epic. Removing an epic leaves its objective as it is. */
export function deleteEpic(db: DbClient, row: RowRef): Promise<void> {
  return deleteStrategyRow(db, 'epics', row);
}

/** A refusal is toasted: a removal has no form to show it beside. */
export function useDeleteEpic({ mutationConfig }: { mutationConfig?: MutationConfig<void, RowRef> } = {}) {
  return useStrategyWrite(strategyMutationKeys.remove('epics'), deleteEpic, (row) => row.organizationId, { mutationConfig, toastOnError: true });
}
