import type { MutationConfig } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { deleteStrategyRow, type RowRef, useStrategyWrite } from './strategy-write';

/** Removes a value stream. Its strategic objectives stay, in no value stream. */
export function deleteValueStream(db: DbClient, row: RowRef): Promise<void> {
  return deleteStrategyRow(db, 'value_streams', row);
}

/** A refusal is toasted: a removal has no form to show it beside. */
export function useDeleteValueStream({ mutationConfig }: { mutationConfig?: MutationConfig<void, RowRef> } = {}) {
  return useStrategyWrite(strategyMutationKeys.remove('value_streams'), deleteValueStream, (row) => row.organizationId, { mutationConfig, toastOnError: true });
}
