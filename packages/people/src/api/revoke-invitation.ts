import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { peopleKeys, peopleMutationKeys } from '../keys';

export interface RevokeInvitationInput {
  id: string;
  /** Whose invitations the list shows, read again once this one is withdrawn. */
  organizationId: string;
}

/** Withdraws a pending invitation (public.revoke_invitation: the organization's access managers). */
export async function revokeInvitation(db: DbClient, id: string): Promise<void> {
  const { error } = await db.rpc('revoke_invitation', { p_id: id });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'revoke_invitation', id });
}

export const revokeInvitationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: peopleMutationKeys.revokeInvitation,
    mutationFn: async ({ id }: RevokeInvitationInput) => revokeInvitation(await whenDb(), id),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: peopleKeys.invitations(input.organizationId) }),
  });

export function useRevokeInvitation({ mutationConfig }: { mutationConfig?: MutationConfig<void, RevokeInvitationInput> } = {}) {
  return useMutation(withCallerConfig(revokeInvitationMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
