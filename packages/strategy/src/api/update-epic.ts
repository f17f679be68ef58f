import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesUpdate } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { EPIC_COLUMNS, type Epic } from '../model';
import { type RowRef, useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type EpicChanges = Pick<TablesUpdate<'epics'>, 'objective_id' | 'title' | 'description' | 'status' | 'position'>;

/** Changes an epic of the organization; one the caller may not change is not found. */
export async function updateEpic(db: DbClient, { organizationId, id, changes }: RowRef & { changes: EpicChanges }, signal?: AbortSignal): Promise<Epic> {
  const request = db.from('epics').update(changes).eq('organization_id', organizationId).eq('id', id).select(EPIC_COLUMNS.join(', '));
  return writtenRow(withSignal(request, signal).single<Epic>(), 'epics');
}

export function useUpdateEpic({ mutationConfig }: { mutationConfig?: MutationConfig<Epic, RowRef & { changes: EpicChanges }> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('epics'), updateEpic, (input) => input.organizationId, { mutationConfig });
}
