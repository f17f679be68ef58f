import { fetchPaginated, paginatedQueryOptions, useQuery, type PaginatedReadOptions } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { STAKEHOLDER_COLUMNS, type Stakeholder } from './stakeholder-keys';

export const STAKEHOLDERS_PAGE_SIZE = 20;

function readOptions(organizationId: string, page: number): PaginatedReadOptions {
  return {
    table: 'stakeholders',
    allowedTables: ['stakeholders'],
    allowedColumns: STAKEHOLDER_COLUMNS,
    scope: { organizationId, requireOrganization: true },
    page,
    pageSize: STAKEHOLDERS_PAGE_SIZE,
  };
}

/** One page of the organization's stakeholders, newest first. */
export function getStakeholders(db: DbClient, organizationId: string, page: number) {
  return fetchPaginated<Stakeholder>(db, readOptions(organizationId, page));
}

export const stakeholdersQueryOptions = (organizationId: string, page: number) => paginatedQueryOptions<Stakeholder>(whenDb, readOptions(organizationId, page));

export function useStakeholders(organizationId: string | null, page: number) {
  return useQuery({ ...stakeholdersQueryOptions(organizationId ?? '', page), enabled: !!organizationId });
}
