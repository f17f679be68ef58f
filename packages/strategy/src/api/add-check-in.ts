import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesInsert } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { CHECK_IN_COLUMNS, type CheckIn } from '../model';
import { useStrategyWrite, withSignal, writtenRow } from './strategy-write';

/** A check-in as a member records it: its author is the caller and its source a member, by the table. */
export type NewCheckIn = Pick<TablesInsert<'key_result_check_ins'>, 'organization_id' | 'key_result_id' | 'checked_on' | 'value' | 'confidence' | 'comment'>;

/**
 * Records a check-in. The database makes the latest check-in the key result's current value and
 * confidence, and the progress of its objective and period follow; a day to come is refused.
 */
export async function addCheckIn(db: DbClient, row: NewCheckIn, signal?: AbortSignal): Promise<CheckIn> {
  return writtenRow(withSignal(db.from('key_result_check_ins').insert(row).select(CHECK_IN_COLUMNS.join(', ')), signal).single<CheckIn>(), 'key_result_check_ins');
}

export function useAddCheckIn({ mutationConfig }: { mutationConfig?: MutationConfig<CheckIn, NewCheckIn> } = {}) {
  return useStrategyWrite(strategyMutationKeys.checkIn, addCheckIn, (row) => row.organization_id, { mutationConfig });
}
