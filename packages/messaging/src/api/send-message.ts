import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { messagingKeys, messagingMutationKeys } from '../keys';
import { MESSAGE_COLUMNS, messageProblem, type Message } from '../model';
import { addMessageToHistory } from './message-cache';

/** A message on its way. `clientId` names it on screen until the database has it, across tries. */
export interface SendMessageInput {
  userId: string;
  conversationId: string;
  body: string;
  clientId: string;
}

export function refusedBody(body: string): ServiceError | null {
  const problem = messageProblem(body);
  return problem ? new ServiceError(problem === 'empty' ? 'Write a message first.' : 'The message is too long.', 'VALIDATION_ERROR', { field: 'body', problem }, 400) : null;
}

/** Adds one message as the caller; the policies decide whether they may write in the conversation. */
export async function sendMessage(db: DbClient, { conversationId, body }: Pick<SendMessageInput, 'conversationId' | 'body'>, signal?: AbortSignal): Promise<Message> {
  const refusal = refusedBody(body);
  if (refusal) throw refusal;
  let request = db.from('messages').insert({ conversation_id: conversationId, body: body.trim() }).select(MESSAGE_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<Message>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'messages', conversationId });
  return data;
}

/**
 * What every successful send does: the message joins the history at once (its live echo is then
 * a duplicate and dropped), the conversation list is read again, and earlier finished sends
 * leave the mutation cache (they are kept forever otherwise; see `gcTime`).
 */
export function afterSent(queryClient: QueryClient, message: Message, userId: string): void {
  addMessageToHistory(queryClient, userId, message);
  for (const finished of queryClient.getMutationCache().findAll({ mutationKey: messagingMutationKeys.send, status: 'success' })) queryClient.getMutationCache().remove(finished);
  // Not awaited: the send settles now, in the same render as the history that holds its message,
  // so the message is never on screen twice (or not at all) in between.
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) });
}

export const sendMessageMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: messagingMutationKeys.sendMessage,
    mutationFn: async (input: SendMessageInput) => sendMessage(await whenDb(), input),
    // A send that failed stays in the thread with its text and a retry, however long the person
    // takes to come back to it: the mutation cache is where the thread reads it from.
    gcTime: Infinity,
    onSuccess: (message, input) => afterSent(queryClient, message, input.userId),
  });

export function useSendMessage({ mutationConfig }: { mutationConfig?: MutationConfig<Message, SendMessageInput> } = {}) {
  return useMutation(withCallerConfig(sendMessageMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
