import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { capTableKeys } from '../keys';

export interface VestingQuery {
  organizationId: string;
  asOf: string;
  securityIds: readonly string[];
}

/** Vested shares of each security as of the date, computed by the database from its schedule and events. */
export async function getVestedQuantities(db: DbClient, { securityIds, asOf, organizationId }: VestingQuery, signal?: AbortSignal): Promise<Record<string, number>> {
  const answers = await Promise.all(
    securityIds.map(async (securityId) => {
      let request = db.rpc('vested_quantity', { p_security_id: securityId, p_as_of: asOf });
      if (signal) request = request.abortSignal(signal);
      const { data, error } = await request;
      if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'vested_quantity', organizationId });
      return [securityId, Number(data ?? 0)] as const;
    }),
  );
  return Object.fromEntries(answers);
}

export const vestedQuantitiesQueryOptions = (query: VestingQuery) =>
  queryOptions({
    queryKey: capTableKeys.vesting(query.organizationId, { asOf: query.asOf, securityIds: query.securityIds }),
    queryFn: async ({ signal }) => getVestedQuantities(await whenDb(), query, signal),
  });

type VestingKey = ReturnType<typeof capTableKeys.vesting>;

export function useVestedQuantities<TData = Record<string, number>>(query: VestingQuery, { queryConfig }: { queryConfig?: QueryConfig<Record<string, number>, TData, VestingKey> } = {}) {
  const { queryKey, queryFn } = vestedQuantitiesQueryOptions(query);
  return useQuery<Record<string, number>, DefaultError, TData, VestingKey>({ queryKey, queryFn, enabled: !!query.organizationId && query.securityIds.length > 0, ...queryConfig });
}
