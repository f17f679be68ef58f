import { type MutationConfig, mutationOptions, type QueryClient, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { companyKeys, companyMutationKeys, type CompanyScope } from '../keys';
import { deletePlanRow } from './delete-plan-row';
import { showRemovedRow } from './plan-cache';

export interface DeleteAchievementInput extends CompanyScope {
  achievementId: string;
}

/** Removes an achievement; the milestone it marked, if any, stays in the plan. */
export async function deleteAchievement(db: DbClient, { organizationId, achievementId }: Omit<DeleteAchievementInput, 'viewerOrganizationId'>, signal?: AbortSignal): Promise<void> {
  await deletePlanRow(db, 'achievements', { organizationId, id: achievementId }, signal);
}

export const deleteAchievementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: companyMutationKeys.deleteAchievement,
    mutationFn: async (input: DeleteAchievementInput) => deleteAchievement(await whenDb(), input),
    onSuccess: (_nothing, input) => showRemovedRow(queryClient, companyKeys.achievements(input.viewerOrganizationId, input.organizationId), input, input.achievementId),
  });

export function useDeleteAchievement({ mutationConfig }: { mutationConfig?: MutationConfig<void, DeleteAchievementInput> } = {}) {
  return useMutation(withCallerConfig(deleteAchievementMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
