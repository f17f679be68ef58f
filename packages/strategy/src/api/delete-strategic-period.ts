import type { MutationConfig } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { deleteStrategyRow, type RowRef, useStrategyWrite } from './strategy-write';

/** Removes a strategic period. A period that still holds objectives or strategic objectives is kept by the database (their links restrict): the page says to remove them first. */
export function deleteStrategicPeriod(db: DbClient, row: RowRef): Promise<void> {
  return deleteStrategyRow(db, 'strategic_periods', row);
}

/** A refusal is toasted: a removal has no form to show it beside. */
export function useDeleteStrategicPeriod({ mutationConfig }: { mutationConfig?: MutationConfig<void, RowRef> } = {}) {
  return useStrategyWrite(strategyMutationKeys.remove('strategic_periods'), deleteStrategicPeriod, (row) => row.organizationId, { mutationConfig, toastOnError: true });
}
