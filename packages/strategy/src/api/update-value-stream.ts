import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesUpdate } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { VALUE_STREAM_COLUMNS, type ValueStream } from '../model';
import { type RowRef, useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type ValueStreamChanges = Pick<TablesUpdate<'value_streams'>, 'name' | 'description' | 'position'>;

/** Changes a value stream of the organization; one the caller may not change is not found. */
export async function updateValueStream(db: DbClient, { organizationId, id, changes }: RowRef & { changes: ValueStreamChanges }, signal?: AbortSignal): Promise<ValueStream> {
  const request = db.from('value_streams').update(changes).eq('organization_id', organizationId).eq('id', id).select(VALUE_STREAM_COLUMNS.join(', '));
  return writtenRow(withSignal(request, signal).single<ValueStream>(), 'value_streams');
}

export function useUpdateValueStream({ mutationConfig }: { mutationConfig?: MutationConfig<ValueStream, RowRef & { changes: ValueStreamChanges }> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('value_streams'), updateValueStream, (input) => input.organizationId, { mutationConfig });
}
