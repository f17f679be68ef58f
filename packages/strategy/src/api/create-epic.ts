import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesInsert } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { EPIC_COLUMNS, type Epic } from '../model';
import { useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type NewEpic = Pick<TablesInsert<'epics'>, 'organization_id' | 'objective_id' | 'title' | 'description' | 'status' | 'position'>;

/** Adds an epic. Always of an organization (spec 001 §6.4), linked to one of its objectives or none. */
export async function createEpic(db: DbClient, row: NewEpic, signal?: AbortSignal): Promise<Epic> {
  return writtenRow(withSignal(db.from('epics').insert(row).select(EPIC_COLUMNS.join(', ')), signal).single<Epic>(), 'epics');
}

export function useCreateEpic({ mutationConfig }: { mutationConfig?: MutationConfig<Epic, NewEpic> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('epics'), createEpic, (row) => row.organization_id, { mutationConfig });
}
