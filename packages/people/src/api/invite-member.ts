import { type MutationConfig, mutationOptions, type QueryClient, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError, type ServiceErrorCode } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { peopleKeys, peopleMutationKeys } from '../keys';

export interface InviteInput {
  organizationId: string;
  email: string;
  role: string;
}

export interface InviteResult {
  invitationId: string;
  email: string;
  role: string;
  expiresAt: string;
}

/** What the function answered, when it refused. */
async function refusal(error: unknown): Promise<ServiceError> {
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    const code = (body?.code ?? (response.status === 403 ? 'PERMISSION_DENIED' : response.status === 400 ? 'VALIDATION_ERROR' : 'SERVICE_ERROR')) as ServiceErrorCode;
    return new ServiceError(body?.error ?? 'The invitation could not be sent.', code, { status: response.status }, response.status);
  }
  return new ServiceError('The invitation could not be sent: the service did not answer.', 'SERVICE_ERROR', {}, 503, { cause: error });
}

/**
 * Invites someone to the organization by e-mail with a role, through the invite-member edge
 * function: the database checks the caller may manage access, the invitation mail is queued.
 */
export async function inviteMember(db: DbClient, input: InviteInput): Promise<InviteResult> {
  const { data, error } = await db.functions.invoke<InviteResult>('invite-member', { body: input });
  if (error) throw await refusal(error);
  if (!data?.invitationId) throw new ServiceError('The invitation could not be sent.', 'SERVICE_ERROR', {}, 502);
  return data;
}

/** Sent or refused, the open invitations are read again: a renewal changes the one listed. */
export const inviteMemberMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: peopleMutationKeys.inviteMember,
    mutationFn: async (input: InviteInput) => inviteMember(await whenDb(), input),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: peopleKeys.invitations(input.organizationId) }),
  });

export function useInviteMember({ mutationConfig }: { mutationConfig?: MutationConfig<InviteResult, InviteInput> } = {}) {
  return useMutation(withCallerConfig(inviteMemberMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
