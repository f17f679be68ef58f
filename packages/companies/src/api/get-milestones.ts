import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { companyKeys, type CompanyScope } from '../keys';
import { MILESTONE_COLUMNS, type Milestone } from '../model';

/**
 * Every milestone of a company, by target date (the order the roadmap's quarters read in), then
 * by when it was added. A plan holds dozens, not thousands: one read, grouped on the page. Row
 * level security gives a member their own organization's, and anyone else nothing.
 */
export async function getMilestones(db: DbClient, { organizationId }: Pick<CompanyScope, 'organizationId'>, signal?: AbortSignal): Promise<Milestone[]> {
  let request = db
    .from('milestones')
    .select(MILESTONE_COLUMNS.join(', '))
    .eq('organization_id', organizationId)
    .order('target_on', { ascending: true })
    .order('created_at', { ascending: true });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<Milestone[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'milestones', organizationId });
  return data ?? [];
}

/** Also the route prefetch of the roadmap and progress pages. */
export const milestonesQueryOptions = (scope: CompanyScope) =>
  queryOptions({
    queryKey: companyKeys.milestones(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getMilestones(await whenDb(), scope, signal),
  });

type MilestonesKey = ReturnType<typeof companyKeys.milestones>;

/** Disabled until there is an organization to read for. */
export function useMilestones<TData = Milestone[]>(scope: CompanyScope | null, { queryConfig }: { queryConfig?: QueryConfig<Milestone[], TData, MilestonesKey> } = {}) {
  const { queryKey, queryFn } = milestonesQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<Milestone[], DefaultError, TData, MilestonesKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
