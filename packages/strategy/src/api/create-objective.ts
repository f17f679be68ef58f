import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesInsert } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { OBJECTIVE_COLUMNS, type Objective } from '../model';
import { useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type NewObjective = Pick<TablesInsert<'objectives'>, 'organization_id' | 'period_id' | 'strategic_objective_id' | 'owner_id' | 'title' | 'description' | 'position'>;

/** Adds an objective. In a period of the organization, under one of its strategic objectives, owned by one of its members: the foreign keys refuse anything else. */
export async function createObjective(db: DbClient, row: NewObjective, signal?: AbortSignal): Promise<Objective> {
  return writtenRow(withSignal(db.from('objectives').insert(row).select(OBJECTIVE_COLUMNS.join(', ')), signal).single<Objective>(), 'objectives');
}

export function useCreateObjective({ mutationConfig }: { mutationConfig?: MutationConfig<Objective, NewObjective> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('objectives'), createObjective, (row) => row.organization_id, { mutationConfig });
}
