import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { messagingKeys, messagingMutationKeys } from '../keys';
import { CONVERSATION_MAX_OTHERS, CONVERSATION_TITLE_MAX_LENGTH } from '../model';

export interface StartConversationInput {
  userId: string;
  memberIds: string[];
  title?: string;
}

/**
 * A conversation with the caller and the given people; with one other person and no title, their
 * existing conversation is answered instead. The database checks that the caller may message each.
 */
export async function startConversation(db: DbClient, { memberIds, title }: Omit<StartConversationInput, 'userId'>, signal?: AbortSignal): Promise<string> {
  const others = [...new Set(memberIds)];
  if (others.length === 0) throw new ServiceError('Choose someone to talk to.', 'VALIDATION_ERROR', { field: 'memberIds' }, 400);
  if (others.length > CONVERSATION_MAX_OTHERS) throw new ServiceError(`A conversation holds at most ${CONVERSATION_MAX_OTHERS + 1} people.`, 'VALIDATION_ERROR', { field: 'memberIds' }, 400);
  const trimmed = title?.trim() ?? '';
  if (trimmed.length > CONVERSATION_TITLE_MAX_LENGTH) throw new ServiceError('The title is too long.', 'VALIDATION_ERROR', { field: 'title' }, 400);
  let request = db.rpc('start_conversation', { p_member_ids: others, ...(trimmed ? { p_title: trimmed } : {}) });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'start_conversation' });
  return data;
}

export const startConversationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: messagingMutationKeys.start,
    mutationFn: async (input: StartConversationInput) => startConversation(await whenDb(), input),
    onSuccess: (_id, input) => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(input.userId) }),
  });

export function useStartConversation({ mutationConfig }: { mutationConfig?: MutationConfig<string, StartConversationInput> } = {}) {
  return useMutation(withCallerConfig(startConversationMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
