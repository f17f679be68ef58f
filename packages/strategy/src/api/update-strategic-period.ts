import type { MutationConfig } from '@fikrspace/data';
import type { DbClient, TablesUpdate } from '@fikrspace/db';
import { strategyMutationKeys } from '../keys';
import { PERIOD_COLUMNS, type StrategicPeriod } from '../model';
import { type RowRef, useStrategyWrite, withSignal, writtenRow } from './strategy-write';

export type StrategicPeriodChanges = Pick<TablesUpdate<'strategic_periods'>, 'name' | 'starts_on' | 'ends_on'>;

/** Changes a strategic period of the organization; one the caller may not change is not found. */
export async function updateStrategicPeriod(db: DbClient, { organizationId, id, changes }: RowRef & { changes: StrategicPeriodChanges }, signal?: AbortSignal): Promise<StrategicPeriod> {
  const request = db.from('strategic_periods').update(changes).eq('organization_id', organizationId).eq('id', id).select(PERIOD_COLUMNS.join(', '));
  return writtenRow(withSignal(request, signal).single<StrategicPeriod>(), 'strategic_periods');
}

export function useUpdateStrategicPeriod({ mutationConfig }: { mutationConfig?: MutationConfig<StrategicPeriod, RowRef & { changes: StrategicPeriodChanges }> } = {}) {
  return useStrategyWrite(strategyMutationKeys.save('strategic_periods'), updateStrategicPeriod, (input) => input.organizationId, { mutationConfig });
}
