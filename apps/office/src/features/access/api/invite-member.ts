import { mutationOptions, useMutation, useQueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError, type ServiceErrorCode } from '@fikrspace/errors';
import { accessKeys } from './access-keys';

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

export const inviteMemberMutationOptions = () =>
  mutationOptions({
    mutationKey: ['invite-member'],
    mutationFn: async (input: InviteInput) => inviteMember(await whenDb(), input),
  });

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...inviteMemberMutationOptions(),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: accessKeys.invitations(input.organizationId) }),
  });
}
