import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesUpdate } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { STRATEGIC_OBJECTIVE_COLUMNS, type StrategicObjective } from '../model';
import { type RowRef, useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type StrategicObjectiveChanges = Pick<TablesUpdate<'strategic_objectives'>, 'value_stream_id' | 'title' | 'description' | 'position'>;

/** Changes a strategic objective of the organization; one the caller may not change is not found. */
export async function updateStrategicObjective(db: DbClient, { organizationId, id, changes }: RowRef & { changes: StrategicObjectiveChanges }, signal?: AbortSignal): Promise<StrategicObjective> {
  const request = db.from('strategic_objectives').update(changes).eq('organization_id', organizationId).eq('id', id).select(STRATEGIC_OBJECTIVE_COLUMNS.join(', '));
  return writtenRow(withSignal(request, signal).single<StrategicObjective>(), 'strategic_objectives');
}

export function useUpdateStrategicObjective({ mutationConfig }: { mutationConfig?: MutationConfig<StrategicObjective, RowRef & { changes: StrategicObjectiveChanges }> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('strategic_objectives'), updateStrategicObjective, (input) => input.organizationId, { mutationConfig });
}
