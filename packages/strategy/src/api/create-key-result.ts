import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesInsert } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { KEY_RESULT_COLUMNS, type KeyResult } from '../model';
import { useStrategyWrite, withSignal, writtenRow } from './strategy-write';

/**
 * A key result as the page sends it. Its period comes from its objective and its current value
 * from its start (the table's trigger sets both), so neither is sent.
 */
export type NewKeyResult = Pick<TablesInsert<'key_results'>, 'organization_id' | 'objective_id' | 'title' | 'unit' | 'start_value' | 'target_value' | 'confidence' | 'metric_key' | 'position'>;

/**
 * Adds a key result to an objective of the organization. A target equal to the start, or a metric
 * that is not reported, is refused by the table with its reason; one that follows a metric takes
 * the latest submitted month at once.
 */
export async function createKeyResult(db: DbClient, row: NewKeyResult, signal?: AbortSignal): Promise<KeyResult> {
  // The generated insert type asks for the two columns the trigger fills in.
  const request = db
    .from('key_results')
    .insert(row as TablesInsert<'key_results'>)
    .select(KEY_RESULT_COLUMNS.join(', '));
  return writtenRow(withSignal(request, signal).single<KeyResult>(), 'key_results');
}

export function useCreateKeyResult({ mutationConfig }: { mutationConfig?: MutationConfig<KeyResult, NewKeyResult> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('key_results'), createKeyResult, (row) => row.organization_id, { mutationConfig });
}
