import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface RevokeDataShareInput extends MetricsScope {
  shareId: string;
}

/**
 * Ends a grant through `revoke_data_share`: the grantee reads nothing more from its next request,
 * and the log records who revoked it. Only members who share the company's metrics may.
 */
export async function revokeDataShare(db: DbClient, { shareId }: Pick<RevokeDataShareInput, 'shareId'>, signal?: AbortSignal): Promise<void> {
  let request = db.rpc('revoke_data_share', { p_share: shareId });
  if (signal) request = request.abortSignal(signal);
  const { error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'revoke_data_share', shareId });
}

export const revokeDataShareMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.revokeShare,
    mutationFn: async (input: RevokeDataShareInput) => revokeDataShare(await whenDb(), input),
    onSuccess: (_nothing, input) => queryClient.invalidateQueries({ queryKey: metricKeys.consent(input.viewerOrganizationId, input.organizationId) }),
  });

export function useRevokeDataShare({ mutationConfig }: { mutationConfig?: MutationConfig<void, RevokeDataShareInput> } = {}) {
  return useMutation(withCallerConfig(revokeDataShareMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
