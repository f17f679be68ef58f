import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesInsert } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { STRATEGIC_OBJECTIVE_COLUMNS, type StrategicObjective } from '../model';
import { useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type NewStrategicObjective = Pick<TablesInsert<'strategic_objectives'>, 'organization_id' | 'period_id' | 'value_stream_id' | 'title' | 'description' | 'position'>;

/** Adds a strategic objective. In a period and a value stream of the same organization: the foreign keys hold it there. */
export async function createStrategicObjective(db: DbClient, row: NewStrategicObjective, signal?: AbortSignal): Promise<StrategicObjective> {
  return writtenRow(withSignal(db.from('strategic_objectives').insert(row).select(STRATEGIC_OBJECTIVE_COLUMNS.join(', ')), signal).single<StrategicObjective>(), 'strategic_objectives');
}

export function useCreateStrategicObjective({ mutationConfig }: { mutationConfig?: MutationConfig<StrategicObjective, NewStrategicObjective> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('strategic_objectives'), createStrategicObjective, (row) => row.organization_id, { mutationConfig });
}
