import { type MutationConfig, mutationOptions, type QueryClient, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { companyKeys, companyMutationKeys, type CompanyScope } from '../keys';
import { deletePlanRow } from './delete-plan-row';
import { showRemovedRow } from './plan-cache';

export interface DeleteMilestoneInput extends CompanyScope {
  milestoneId: string;
}

/**
 * Removes a milestone from the organization's plan. An achievement that marked it stays, without
 * the link (the table's on delete set null).
 */
export async function deleteMilestone(db: DbClient, { organizationId, milestoneId }: Omit<DeleteMilestoneInput, 'viewerOrganizationId'>, signal?: AbortSignal): Promise<void> {
  await deletePlanRow(db, 'milestones', { organizationId, id: milestoneId }, signal);
}

export const deleteMilestoneMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: companyMutationKeys.deleteMilestone,
    mutationFn: async (input: DeleteMilestoneInput) => deleteMilestone(await whenDb(), input),
    onSuccess: (_nothing, input) => showRemovedRow(queryClient, companyKeys.milestones(input.viewerOrganizationId, input.organizationId), input, input.milestoneId),
  });

export function useDeleteMilestone({ mutationConfig }: { mutationConfig?: MutationConfig<void, DeleteMilestoneInput> } = {}) {
  return useMutation(withCallerConfig(deleteMilestoneMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
