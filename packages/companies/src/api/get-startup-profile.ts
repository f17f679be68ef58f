import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { companyKeys } from '../keys';
import { STARTUP_PROFILE_COLUMNS, type StartupProfile } from '../model';

export interface GetStartupProfileInput {
  /** Whose eyes: the organization the viewer works in, the root of the key (see keys.ts). */
  viewerOrganizationId: string;
  /** Whose profile. */
  organizationId: string;
}

/**
 * A startup's profile, or null when it has none yet, or when row level security does not let the
 * viewer read it (an unlisted profile of another tenant): the page cannot tell the two apart, and
 * need not.
 */
export async function getStartupProfile(db: DbClient, { organizationId }: GetStartupProfileInput, signal?: AbortSignal): Promise<StartupProfile | null> {
  let request = db.from('startup_profiles').select(STARTUP_PROFILE_COLUMNS.join(', ')).eq('organization_id', organizationId);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle<StartupProfile>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'startup_profiles' });
  return data;
}

/** Also the route prefetch of a page that shows a profile, so data and page code download together. */
export const startupProfileQueryOptions = (input: GetStartupProfileInput) =>
  queryOptions({
    queryKey: companyKeys.profile(input.viewerOrganizationId, input.organizationId),
    queryFn: async ({ signal }) => getStartupProfile(await whenDb(), input, signal),
  });

type StartupProfileKey = ReturnType<typeof companyKeys.profile>;

/** Disabled until both organizations are known: a profile is always read by someone, of someone. */
export function useStartupProfile<TData = StartupProfile | null>(
  { viewerOrganizationId, organizationId }: { viewerOrganizationId: string | null; organizationId: string | null },
  { queryConfig }: { queryConfig?: QueryConfig<StartupProfile | null, TData, StartupProfileKey> } = {},
) {
  // The operation's key and fetcher; `select` and the rest are the caller's.
  const { queryKey, queryFn } = startupProfileQueryOptions({ viewerOrganizationId: viewerOrganizationId ?? '', organizationId: organizationId ?? '' });
  return useQuery<StartupProfile | null, DefaultError, TData, StartupProfileKey>({ queryKey, queryFn, enabled: !!viewerOrganizationId && !!organizationId, ...queryConfig });
}
