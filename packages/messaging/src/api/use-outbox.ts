import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messagingMutationKeys } from '../keys';
import type { SendAttachmentInput } from './send-attachment';
import type { SendMessageInput } from './send-message';

/** A message the database does not have yet: being sent, or refused and waiting for a retry. */
export interface OutgoingMessage {
  /** The mutation's id in the cache, to drop a failed send when it is tried again or discarded. */
  mutationId: number;
  kind: 'message' | 'attachment';
  status: 'pending' | 'error';
  input: SendMessageInput | SendAttachmentInput;
  submittedAt: number;
  error: unknown;
}

type SendMutation = Mutation<unknown, unknown, SendMessageInput | SendAttachmentInput>;

const isOutgoing = (mutation: SendMutation, conversationId: string | null) =>
  (mutation.state.status === 'pending' || mutation.state.status === 'error') && mutation.state.variables?.conversationId === conversationId;

function outgoing(mutation: SendMutation): OutgoingMessage {
  return {
    mutationId: mutation.mutationId,
    kind: mutation.options.mutationKey?.[2] === 'attachment' ? 'attachment' : 'message',
    status: mutation.state.status === 'error' ? 'error' : 'pending',
    input: mutation.state.variables!,
    submittedAt: mutation.state.submittedAt,
    error: mutation.state.error,
  };
}

/**
 * The conversation's messages on their way, oldest first, read from the mutation cache: sends
 * are mutations there, so a failed one keeps its text (and file) for as long as the tab lives,
 * whether or not the thread is on screen, and no refetch of the history can lose it.
 */
export function useOutbox(conversationId: string | null) {
  const queryClient = useQueryClient();
  const entries = useMutationState({
    filters: { mutationKey: messagingMutationKeys.send, predicate: (mutation) => isOutgoing(mutation as SendMutation, conversationId) },
    select: (mutation) => outgoing(mutation as SendMutation),
  });
  const discard = useCallback(
    (entry: Pick<OutgoingMessage, 'mutationId'>) => {
      const cache = queryClient.getMutationCache();
      const mutation = cache.getAll().find((candidate) => candidate.mutationId === entry.mutationId);
      if (mutation) cache.remove(mutation);
    },
    [queryClient],
  );
  return { entries: [...entries].sort((a, b) => a.submittedAt - b.submittedAt || a.mutationId - b.mutationId), discard };
}

/** Whether a message that arrived live is the echo of a send still waiting for its answer. */
export function isEchoOfPendingSend(queryClient: ReturnType<typeof useQueryClient>, message: { conversation_id: string; sender_id: string; body: string }, userId: string): boolean {
  if (message.sender_id !== userId) return false;
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: messagingMutationKeys.send, status: 'pending' })
    .some((mutation) => {
      const input = mutation.state.variables as SendMessageInput | undefined;
      return input?.conversationId === message.conversation_id && input.body.trim() === message.body;
    });
}
