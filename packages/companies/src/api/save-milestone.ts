import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { companyKeys, companyMutationKeys, type CompanyScope } from '../keys';
import { MILESTONE_COLUMNS, type Milestone, type MilestoneRow } from '../model';
import { showSavedRow } from './plan-cache';

export interface SaveMilestoneInput extends CompanyScope {
  /** The milestone to change; none to add a new one to the organization's plan. */
  milestoneId: string | null;
  milestone: MilestoneRow;
}

/**
 * Adds a milestone to the organization's plan, or changes one of its milestones (the whole row:
 * a status change sends the completion date with it, as the table's check wants them together).
 * The policies decide who may; a change they filtered out (a milestone gone, or not the caller's
 * to change) comes back as no row, and is an error like a refusal.
 */
export async function saveMilestone(db: DbClient, { organizationId, milestoneId, milestone }: Omit<SaveMilestoneInput, 'viewerOrganizationId'>, signal?: AbortSignal): Promise<Milestone> {
  const columns = MILESTONE_COLUMNS.join(', ');
  let request = milestoneId
    ? db.from('milestones').update(milestone).eq('id', milestoneId).eq('organization_id', organizationId).select(columns)
    : db
        .from('milestones')
        .insert({ ...milestone, organization_id: organizationId })
        .select(columns);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle<Milestone>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'milestones', milestoneId });
  if (!data) throw new ServiceError('Permission denied: save on milestones', 'PERMISSION_DENIED', { organizationId, milestoneId }, 403);
  return data;
}

export const saveMilestoneMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: companyMutationKeys.saveMilestone,
    mutationFn: async (input: SaveMilestoneInput) => saveMilestone(await whenDb(), input),
    onSuccess: (saved, scope) => showSavedRow(queryClient, companyKeys.milestones(scope.viewerOrganizationId, scope.organizationId), scope, saved),
  });

export function useSaveMilestone({ mutationConfig }: { mutationConfig?: MutationConfig<Milestone, SaveMilestoneInput> } = {}) {
  return useMutation(withCallerConfig(saveMilestoneMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
