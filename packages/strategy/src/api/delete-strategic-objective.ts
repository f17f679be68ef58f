import type { MutationConfig } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { deleteStrategyRow, type RowRef, useStrategyWrite } from './strategy-write';

/** Removes a strategic objective. Its objectives stay, under no strategic objective. */
export function deleteStrategicObjective(db: DbClient, row: RowRef): Promise<void> {
  return deleteStrategyRow(db, 'strategic_objectives', row);
}

/** A refusal is toasted: a removal has no form to show it beside. */
export function useDeleteStrategicObjective({ mutationConfig }: { mutationConfig?: MutationConfig<void, RowRef> } = {}) {
  return useStrategyWrite(strategyMutationKeys.remove('strategic_objectives'), deleteStrategicObjective, (row) => row.organizationId, { mutationConfig, toastOnError: true });
}
