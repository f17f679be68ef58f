import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { messagingKeys, messagingMutationKeys } from '../keys';
import type { Conversation } from '../model';

export interface MarkConversationReadInput {
  userId: string;
  conversationId: string;
}

/** Marks the caller's reading of the conversation up to now: its unread count drops to nothing. */
export async function markConversationRead(db: DbClient, { conversationId }: Pick<MarkConversationReadInput, 'conversationId'>, signal?: AbortSignal): Promise<void> {
  let request = db.rpc('mark_conversation_read', { p_conversation_id: conversationId });
  if (signal) request = request.abortSignal(signal);
  const { error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'mark_conversation_read', conversationId });
}

export const markConversationReadMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: messagingMutationKeys.markRead,
    mutationFn: async (input: MarkConversationReadInput) => markConversationRead(await whenDb(), input),
    onSuccess: async (_nothing, { userId, conversationId }) => {
      // The badge goes at once; the list is then read again, in case more arrived meanwhile.
      queryClient.setQueryData<Conversation[]>(messagingKeys.conversations(userId), (list) =>
        list?.map((conversation) => (conversation.id === conversationId ? { ...conversation, unread_count: 0 } : conversation)),
      );
      await queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) });
    },
  });

export function useMarkConversationRead({ mutationConfig }: { mutationConfig?: MutationConfig<void, MarkConversationReadInput> } = {}) {
  return useMutation(withCallerConfig(markConversationReadMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
