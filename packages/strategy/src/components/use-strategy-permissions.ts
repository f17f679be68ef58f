import { usePermission } from '@fikrspace/access';

/** The matrix's strategy resources, one per table Fikr OS writes. */
export type StrategyResource = 'strategic_periods' | 'value_streams' | 'strategic_objectives' | 'objectives' | 'key_results' | 'epics';
export type StrategyAction = 'create' | 'update' | 'delete';

export type StrategyPermissions = Record<StrategyResource, Record<StrategyAction, boolean>>;

const useActions = (resource: StrategyResource): Record<StrategyAction, boolean> => ({
  create: usePermission(resource, 'create').allowed,
  update: usePermission(resource, 'update').allowed,
  delete: usePermission(resource, 'delete').allowed,
});

/**
 * What the member may do in Fikr OS, resource by resource and action by action: the same rights
 * the tables' policies check (a check-in takes update on key results; removing an objective,
 * delete on objectives and on key results). This only decides which controls show, and shows
 * none until the answer is yes; the database decides what happens.
 */
export function useStrategyPermissions(): StrategyPermissions {
  return {
    strategic_periods: useActions('strategic_periods'),
    value_streams: useActions('value_streams'),
    strategic_objectives: useActions('strategic_objectives'),
    objectives: useActions('objectives'),
    key_results: useActions('key_results'),
    epics: useActions('epics'),
  };
}
