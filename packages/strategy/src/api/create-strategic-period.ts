import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesInsert } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { PERIOD_COLUMNS, type StrategicPeriod } from '../model';
import { useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type NewStrategicPeriod = Pick<TablesInsert<'strategic_periods'>, 'organization_id' | 'name' | 'starts_on' | 'ends_on'>;

/** Adds a strategic period. A period that ends before it starts is refused by the table. */
export async function createStrategicPeriod(db: DbClient, row: NewStrategicPeriod, signal?: AbortSignal): Promise<StrategicPeriod> {
  return writtenRow(withSignal(db.from('strategic_periods').insert(row).select(PERIOD_COLUMNS.join(', ')), signal).single<StrategicPeriod>(), 'strategic_periods');
}

export function useCreateStrategicPeriod({ mutationConfig }: { mutationConfig?: MutationConfig<StrategicPeriod, NewStrategicPeriod> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('strategic_periods'), createStrategicPeriod, (row) => row.organization_id, { mutationConfig });
}
