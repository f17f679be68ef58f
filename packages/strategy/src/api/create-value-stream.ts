import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesInsert } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { VALUE_STREAM_COLUMNS, type ValueStream } from '../model';
import { useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type NewValueStream = Pick<TablesInsert<'value_streams'>, 'organization_id' | 'name' | 'description' | 'position'>;

/** Adds a value stream. A name already used in the organization is a conflict the form shows. */
export async function createValueStream(db: DbClient, row: NewValueStream, signal?: AbortSignal): Promise<ValueStream> {
  return writtenRow(withSignal(db.from('value_streams').insert(row).select(VALUE_STREAM_COLUMNS.join(', ')), signal).single<ValueStream>(), 'value_streams');
}

export function useCreateValueStream({ mutationConfig }: { mutationConfig?: MutationConfig<ValueStream, NewValueStream> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('value_streams'), createValueStream, (row) => row.organization_id, { mutationConfig });
}
