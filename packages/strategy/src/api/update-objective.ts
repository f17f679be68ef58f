import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesUpdate } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { OBJECTIVE_COLUMNS, type Objective } from '../model';
import { type RowRef, useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type ObjectiveChanges = Pick<TablesUpdate<'objectives'>, 'strategic_objective_id' | 'owner_id' | 'title' | 'description' | 'position'>;

/** Changes an objective of the organization; one the caller may not change is not found. */
export async function updateObjective(db: DbClient, { organizationId, id, changes }: RowRef & { changes: ObjectiveChanges }, signal?: AbortSignal): Promise<Objective> {
  const request = db.from('objectives').update(changes).eq('organization_id', organizationId).eq('id', id).select(OBJECTIVE_COLUMNS.join(', '));
  return writtenRow(withSignal(request, signal).single<Objective>(), 'objectives');
}

export function useUpdateObjective({ mutationConfig }: { mutationConfig?: MutationConfig<Objective, RowRef & { changes: ObjectiveChanges }> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('objectives'), updateObjective, (input) => input.organizationId, { mutationConfig });
}
