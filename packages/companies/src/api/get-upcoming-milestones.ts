import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { addDays } from '../calendar';
import { companyKeys, type CompanyScope, type UpcomingMilestonesQuery } from '../keys';
import { MILESTONE_COLUMNS, OPEN_MILESTONE_STATUSES, type Milestone } from '../model';

export type GetUpcomingMilestonesInput = Pick<CompanyScope, 'organizationId'> & UpcomingMilestonesQuery;

/**
 * The open milestones (planned, under way or at risk) near their date: due by `today` plus `days`,
 * the nearest first, at most `limit`. Those whose date has passed come first, being the nearest of
 * all: a dashboard that listed only future dates would hide exactly the ones that need attention.
 */
export async function getUpcomingMilestones(db: DbClient, { organizationId, today, days, limit }: GetUpcomingMilestonesInput, signal?: AbortSignal): Promise<Milestone[]> {
  let request = db
    .from('milestones')
    .select(MILESTONE_COLUMNS.join(', '))
    .eq('organization_id', organizationId)
    .in('status', [...OPEN_MILESTONE_STATUSES])
    .lte('target_on', addDays(today, days))
    .order('target_on', { ascending: true })
    .order('created_at', { ascending: true })
    .limit(limit);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<Milestone[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'milestones', organizationId });
  return data ?? [];
}

export const upcomingMilestonesQueryOptions = (scope: CompanyScope, query: UpcomingMilestonesQuery) =>
  queryOptions({
    queryKey: companyKeys.upcomingMilestones(scope.viewerOrganizationId, scope.organizationId, query),
    queryFn: async ({ signal }) => getUpcomingMilestones(await whenDb(), { organizationId: scope.organizationId, ...query }, signal),
  });

type UpcomingMilestonesKey = ReturnType<typeof companyKeys.upcomingMilestones>;

/** Disabled until there is an organization to read for. */
export function useUpcomingMilestones<TData = Milestone[]>(
  scope: CompanyScope | null,
  query: UpcomingMilestonesQuery,
  { queryConfig }: { queryConfig?: QueryConfig<Milestone[], TData, UpcomingMilestonesKey> } = {},
) {
  const { queryKey, queryFn } = upcomingMilestonesQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' }, query);
  return useQuery<Milestone[], DefaultError, TData, UpcomingMilestonesKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
