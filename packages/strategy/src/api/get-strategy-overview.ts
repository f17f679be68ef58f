import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { strategyKeys } from '../keys';
import {
  EPIC_COLUMNS,
  KEY_RESULT_COLUMNS,
  OBJECTIVE_COLUMNS,
  PERIOD_COLUMNS,
  STRATEGIC_OBJECTIVE_COLUMNS,
  VALUE_STREAM_COLUMNS,
  defaultPeriodId,
  groupBy,
  isoDate,
  type Epic,
  type KeyResult,
  type Objective,
  type PeriodSummary,
  type StrategicObjective,
  type StrategicPeriod,
  type StrategyOverview,
  type ValueStream,
} from '../model';
import { withSignal } from './with-signal';

export interface OverviewQuery {
  organizationId: string;
  /** The period to show; null for the one under way (else the latest begun). */
  periodId: string | null;
}

/** How many epics the page lists: far more than a startup keeps open. */
export const EPICS_LIMIT = 500;

/** The rows of one read, or its error as a service error naming what it read. */
async function rows<T>(request: PromiseLike<{ data: unknown; error: unknown }>, what: string, organizationId: string): Promise<T[]> {
  const { data, error } = await request;
  if (error) throw toServiceError(error as Parameters<typeof toServiceError>[0], 'DATABASE_ERROR', { table: what, organizationId });
  return (data ?? []) as T[];
}

type Progress = { progress: number | null };

/**
 * One period of the organization's strategy with its progress, as the database computes it (the
 * *_progress views, read with the caller's rights), and what the organization shares across
 * periods: the periods to pick from, the value streams and the epics. The periods come first when
 * the period is not named, to find today's; the rest is read at once. Row level security decides
 * what exists: a member who may not read Fikr OS reads no period.
 */
export async function getStrategyOverview(db: DbClient, { organizationId, periodId }: OverviewQuery, signal?: AbortSignal, today = isoDate(new Date())): Promise<StrategyOverview> {
  const read = <T>(request: PromiseLike<{ data: unknown; error: unknown }>, what: string) => rows<T>(request, what, organizationId);
  const org = <R extends { eq: (column: string, value: string) => R; abortSignal: (signal: AbortSignal) => R }>(request: R) => withSignal(request.eq('organization_id', organizationId), signal);

  const shared = Promise.all([
    read<StrategicPeriod>(org(db.from('strategic_periods').select(PERIOD_COLUMNS.join(', '))).order('starts_on', { ascending: false }), 'strategic_periods'),
    read<{ period_id: string; progress: number | null; objectives: number | null }>(org(db.from('strategic_period_progress').select('period_id, progress, objectives')), 'strategic_period_progress'),
    read<ValueStream>(org(db.from('value_streams').select(VALUE_STREAM_COLUMNS.join(', '))).order('position').order('name'), 'value_streams'),
    read<Epic>(org(db.from('epics').select(EPIC_COLUMNS.join(', '))).order('position').order('title').limit(EPICS_LIMIT), 'epics'),
  ]);
  const ofPeriod = (id: string) =>
    Promise.all([
      read<StrategicObjective>(org(db.from('strategic_objectives').select(STRATEGIC_OBJECTIVE_COLUMNS.join(', '))).eq('period_id', id).order('position').order('title'), 'strategic_objectives'),
      read<Objective>(org(db.from('objectives').select(OBJECTIVE_COLUMNS.join(', '))).eq('period_id', id).order('position').order('title'), 'objectives'),
      read<{ objective_id: string } & Progress>(org(db.from('objective_progress').select('objective_id, progress')).eq('period_id', id), 'objective_progress'),
      read<KeyResult>(org(db.from('key_results').select(KEY_RESULT_COLUMNS.join(', '))).eq('period_id', id).order('position').order('title'), 'key_results'),
      read<{ key_result_id: string } & Progress>(org(db.from('key_result_progress').select('key_result_id, progress')).eq('period_id', id), 'key_result_progress'),
    ]);

  // A named period is read with the rest; the default one once the periods are known.
  const [[periodRows, periodProgress, valueStreams, epics], named] = await Promise.all([shared, periodId ? ofPeriod(periodId) : Promise.resolve(null)]);
  const progressByPeriod = new Map(periodProgress.map((row) => [row.period_id, row]));
  const periods: PeriodSummary[] = periodRows.map((period) => ({ ...period, progress: progressByPeriod.get(period.id)?.progress ?? null, objectives: progressByPeriod.get(period.id)?.objectives ?? 0 }));
  const period = periods.find((row) => row.id === periodId) ?? periods.find((row) => row.id === defaultPeriodId(periods, today)) ?? null;
  if (!period) return { periods, period: null, valueStreams, strategicObjectives: [], objectives: [], epics };

  const [strategicObjectives, objectiveRows, objectiveProgress, keyResults, keyResultProgress] = named && period.id === periodId ? named : await ofPeriod(period.id);
  const progressOfKeyResult = new Map(keyResultProgress.map((row) => [row.key_result_id, row.progress]));
  const progressOfObjective = new Map(objectiveProgress.map((row) => [row.objective_id, row.progress]));
  const keyResultsOf = groupBy(keyResults, (keyResult) => keyResult.objective_id);
  const objectives = objectiveRows.map((objective) => ({
    ...objective,
    progress: progressOfObjective.get(objective.id) ?? null,
    keyResults: (keyResultsOf.get(objective.id) ?? []).map((keyResult) => ({ ...keyResult, progress: progressOfKeyResult.get(keyResult.id) ?? null })),
  }));
  const objectiveIds = new Set(objectives.map((objective) => objective.id));
  return { periods, period, valueStreams, strategicObjectives, objectives, epics: epics.filter((epic) => epic.objective_id === null || objectiveIds.has(epic.objective_id)) };
}

export const strategyOverviewQueryOptions = (query: OverviewQuery) =>
  queryOptions({
    queryKey: strategyKeys.overview(query.organizationId, { periodId: query.periodId }),
    queryFn: async ({ signal }) => getStrategyOverview(await whenDb(), query, signal),
  });

type OverviewKey = ReturnType<typeof strategyKeys.overview>;

/** Disabled until there is an organization. The period shown stays on screen while another loads. */
export function useStrategyOverview<TData = StrategyOverview>(
  { organizationId, periodId }: { organizationId: string | null; periodId: string | null },
  { queryConfig }: { queryConfig?: QueryConfig<StrategyOverview, TData, OverviewKey> } = {},
) {
  const { queryKey, queryFn } = strategyOverviewQueryOptions({ organizationId: organizationId ?? '', periodId });
  return useQuery<StrategyOverview, DefaultError, TData, OverviewKey>({ queryKey, queryFn, enabled: !!organizationId, placeholderData: (previous) => previous, ...queryConfig });
}
