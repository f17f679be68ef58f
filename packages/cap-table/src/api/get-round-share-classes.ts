import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { fundingRoundKeys } from '../funding-keys';

export interface RoundShareClass {
  id: string;
  name: string;
  class_type: 'common' | 'preferred';
}

/**
 * The share classes a priced round may issue, the most senior first. They are the ledger's, read
 * by its policies: a member who may not read the cap table gets none, and the round form says so.
 */
export async function getRoundShareClasses(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<RoundShareClass[]> {
  let request = db.from('share_classes').select('id, name, class_type').eq('organization_id', organizationId).order('seniority', { ascending: false }).order('name');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<RoundShareClass[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'share_classes', organizationId });
  return data ?? [];
}

export const roundShareClassesQueryOptions = ({ organizationId }: { organizationId: string }) =>
  queryOptions({
    queryKey: fundingRoundKeys.shareClasses(organizationId),
    queryFn: async ({ signal }) => getRoundShareClasses(await whenDb(), { organizationId }, signal),
  });

type ClassesKey = ReturnType<typeof fundingRoundKeys.shareClasses>;

export function useRoundShareClasses<TData = RoundShareClass[]>(organizationId: string, { queryConfig }: { queryConfig?: QueryConfig<RoundShareClass[], TData, ClassesKey> } = {}) {
  const { queryKey, queryFn } = roundShareClassesQueryOptions({ organizationId });
  return useQuery<RoundShareClass[], DefaultError, TData, ClassesKey>({ queryKey, queryFn, ...queryConfig });
}
