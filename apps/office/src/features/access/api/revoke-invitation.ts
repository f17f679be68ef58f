import { mutationOptions, toServiceError, useMutation, useQueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { accessKeys } from './access-keys';

/** Withdraws a pending invitation (public.revoke_invitation: the organization's access managers). */
export async function revokeInvitation(db: DbClient, id: string): Promise<void> {
  const { error } = await db.rpc('revoke_invitation', { p_id: id });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'revoke_invitation', id });
}

export const revokeInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['revoke-invitation'],
    mutationFn: async ({ id }: { id: string; organizationId: string }) => revokeInvitation(await whenDb(), id),
  });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeInvitationMutationOptions(),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: accessKeys.invitations(input.organizationId) }),
  });
}
