import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { companyKeys, type CompanyScope } from '../keys';
import { ACHIEVEMENT_COLUMNS, type Achievement } from '../model';

/** Every achievement of a company, newest first: the timeline reads from now back. */
export async function getAchievements(db: DbClient, { organizationId }: Pick<CompanyScope, 'organizationId'>, signal?: AbortSignal): Promise<Achievement[]> {
  let request = db
    .from('achievements')
    .select(ACHIEVEMENT_COLUMNS.join(', '))
    .eq('organization_id', organizationId)
    .order('achieved_on', { ascending: false })
    .order('created_at', { ascending: false });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<Achievement[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'achievements', organizationId });
  return data ?? [];
}

/** Also the route prefetch of the achievements page. */
export const achievementsQueryOptions = (scope: CompanyScope) =>
  queryOptions({
    queryKey: companyKeys.achievements(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getAchievements(await whenDb(), scope, signal),
  });

type AchievementsKey = ReturnType<typeof companyKeys.achievements>;

/** Disabled until there is an organization to read for. */
export function useAchievements<TData = Achievement[]>(scope: CompanyScope | null, { queryConfig }: { queryConfig?: QueryConfig<Achievement[], TData, AchievementsKey> } = {}) {
  const { queryKey, queryFn } = achievementsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<Achievement[], DefaultError, TData, AchievementsKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
