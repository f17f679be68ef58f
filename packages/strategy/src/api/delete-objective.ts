import type { MutationConfig } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { deleteStrategyRow, type RowRef, useStrategyWrite } from './strategy-write';

/** Removes an objective. Its key results and their check-ins go with it, so the database asks for the right to remove both. */
export function deleteObjective(db: DbClient, row: RowRef): Promise<void> {
  return deleteStrategyRow(db, 'objectives', row);
}

/** A refusal is toasted: a removal has no form to show it beside. */
export function useDeleteObjective({ mutationConfig }: { mutationConfig?: MutationConfig<void, RowRef> } = {}) {
  return useStrategyWrite(strategyMutationKeys.remove('objectives'), deleteObjective, (row) => row.organizationId, { mutationConfig, toastOnError: true });
}
