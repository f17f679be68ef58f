import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { companyKeys, companyMutationKeys, type CompanyScope } from '../keys';
import { ACHIEVEMENT_COLUMNS, type Achievement, type AchievementRow } from '../model';
import { showSavedRow } from './plan-cache';

export interface SaveAchievementInput extends CompanyScope {
  /** The achievement to change; none to add a new one. */
  achievementId: string | null;
  achievement: AchievementRow;
}

/**
 * Adds an achievement, or changes one (the whole row). As for milestones, a change the policies
 * filtered out comes back as no row, and is an error like a refusal.
 */
export async function saveAchievement(db: DbClient, { organizationId, achievementId, achievement }: Omit<SaveAchievementInput, 'viewerOrganizationId'>, signal?: AbortSignal): Promise<Achievement> {
  const columns = ACHIEVEMENT_COLUMNS.join(', ');
  let request = achievementId
    ? db.from('achievements').update(achievement).eq('id', achievementId).eq('organization_id', organizationId).select(columns)
    : db
        .from('achievements')
        .insert({ ...achievement, organization_id: organizationId })
        .select(columns);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle<Achievement>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'achievements', achievementId });
  if (!data) throw new ServiceError('Permission denied: save on achievements', 'PERMISSION_DENIED', { organizationId, achievementId }, 403);
  return data;
}

export const saveAchievementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: companyMutationKeys.saveAchievement,
    mutationFn: async (input: SaveAchievementInput) => saveAchievement(await whenDb(), input),
    onSuccess: (saved, scope) => showSavedRow(queryClient, companyKeys.achievements(scope.viewerOrganizationId, scope.organizationId), scope, saved),
  });

export function useSaveAchievement({ mutationConfig }: { mutationConfig?: MutationConfig<Achievement, SaveAchievementInput> } = {}) {
  return useMutation(withCallerConfig(saveAchievementMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
