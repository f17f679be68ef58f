import { fetchPaginated, type PaginatedReadOptions, type PaginatedResult, type QueryConfig, queryOptions, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData, type DefaultError } from '@tanstack/react-query';
import { stakeholderKeys } from '../keys';
import { STAKEHOLDER_COLUMNS, type Stakeholder } from '../model';

export const STAKEHOLDERS_PAGE_SIZE = 20;

export interface GetStakeholdersInput {
  organizationId: string;
  /** 1-based. */
  page: number;
}

export type StakeholderPage = PaginatedResult<Stakeholder>;

function readOptions({ organizationId, page }: GetStakeholdersInput, signal?: AbortSignal): PaginatedReadOptions {
  return {
    table: 'stakeholders',
    allowedTables: ['stakeholders'],
    allowedColumns: STAKEHOLDER_COLUMNS,
    scope: { organizationId, requireOrganization: true },
    page,
    pageSize: STAKEHOLDERS_PAGE_SIZE,
    signal,
  };
}

/** One page of the organization's stakeholders, newest first; row level security decides which rows exist. */
export function getStakeholders(db: DbClient, input: GetStakeholdersInput, signal?: AbortSignal): Promise<StakeholderPage> {
  return fetchPaginated<Stakeholder>(db, readOptions(input, signal));
}

/** Also the route prefetch of every page that lists stakeholders, so data and page code download together. */
export const stakeholdersQueryOptions = (input: GetStakeholdersInput) =>
  queryOptions({
    queryKey: stakeholderKeys.page(input.organizationId, { page: input.page, pageSize: STAKEHOLDERS_PAGE_SIZE }),
    queryFn: async ({ signal }) => getStakeholders(await whenDb(), input, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

type StakeholdersKey = ReturnType<typeof stakeholderKeys.page>;

/** Disabled until there is an organization: stakeholders only exist within one. */
export function useStakeholders<TData = StakeholderPage>(
  { organizationId, page }: { organizationId: string | null; page: number },
  { queryConfig }: { queryConfig?: QueryConfig<StakeholderPage, TData, StakeholdersKey> } = {},
) {
  // The operation's key, fetcher and paging; `select` and the rest are the caller's.
  const { queryKey, queryFn, placeholderData } = stakeholdersQueryOptions({ organizationId: organizationId ?? '', page });
  return useQuery<StakeholderPage, DefaultError, TData, StakeholdersKey>({ queryKey, queryFn, placeholderData, enabled: !!organizationId, ...queryConfig });
}
