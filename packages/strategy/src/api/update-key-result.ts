import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesUpdate } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { KEY_RESULT_COLUMNS, type KeyResult } from '../model';
import { type RowRef, useStrategyWrite, withSignal, writtenRow } from './strategy-write';

/** What a key result's form changes: its current value and confidence are the latest check-in's. */
export type KeyResultChanges = Pick<TablesUpdate<'key_results'>, 'title' | 'unit' | 'start_value' | 'target_value' | 'metric_key' | 'position'>;

/** Changes a key result of the organization; one the caller may not change is not found. */
export async function updateKeyResult(db: DbClient, { organizationId, id, changes }: RowRef & { changes: KeyResultChanges }, signal?: AbortSignal): Promise<KeyResult> {
  const request = db.from('key_results').update(changes).eq('organization_id', organizationId).eq('id', id).select(KEY_RESULT_COLUMNS.join(', '));
  return writtenRow(withSignal(request, signal).single<KeyResult>(), 'key_results');
}

export function useUpdateKeyResult({ mutationConfig }: { mutationConfig?: MutationConfig<KeyResult, RowRef & { changes: KeyResultChanges }> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('key_results'), updateKeyResult, (input) => input.organizationId, { mutationConfig });
}
