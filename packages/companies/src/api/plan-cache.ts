import type { QueryClient } from '@fikrspace/data';
import type { QueryKey } from '@tanstack/react-query';
import { companyKeys, type CompanyScope } from '../keys';

/**
 * What a write of the plan does to the viewer's cache: the row saved or removed shows at once in
 * its list, then everything else of the plan (the milestones due soon, the achievements naming a
 * milestone) is read again.
 */

export async function showSavedRow<Row extends { id: string }>(queryClient: QueryClient, listKey: QueryKey, { viewerOrganizationId, organizationId }: CompanyScope, saved: Row): Promise<void> {
  queryClient.setQueryData<Row[]>(listKey, (list) => (list ? (list.some((row) => row.id === saved.id) ? list.map((row) => (row.id === saved.id ? saved : row)) : [...list, saved]) : list));
  await queryClient.invalidateQueries({ queryKey: companyKeys.plan(viewerOrganizationId, organizationId) });
}

export async function showRemovedRow(queryClient: QueryClient, listKey: QueryKey, { viewerOrganizationId, organizationId }: CompanyScope, id: string): Promise<void> {
  queryClient.setQueryData<Array<{ id: string }>>(listKey, (list) => list?.filter((row) => row.id !== id));
  await queryClient.invalidateQueries({ queryKey: companyKeys.plan(viewerOrganizationId, organizationId) });
}
