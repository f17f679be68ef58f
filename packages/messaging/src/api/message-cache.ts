import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from '../keys';
import { compareNewestFirst, type Message, type ReadState } from '../model';
import type { MessageHistory } from './get-messages';

/**
 * The history with one more message: the one sent here, or one that arrived live. A message
 * already there (the send's answer and its live echo) is not added twice, and an unloaded
 * history stays unloaded: its first read will bring the message.
 */
export function withMessage(history: MessageHistory | undefined, message: Message): MessageHistory | undefined {
  if (!history) return history;
  if (history.pages.some((page) => page.messages.some((known) => known.id === message.id))) return history;
  const [newest, ...older] = history.pages;
  if (!newest) return history;
  return { ...history, pages: [{ ...newest, messages: [...newest.messages, message].sort(compareNewestFirst) }, ...older] };
}

export function addMessageToHistory(queryClient: QueryClient, userId: string, message: Message): void {
  queryClient.setQueryData<MessageHistory>(messagingKeys.messages(userId, message.conversation_id), (history) => withMessage(history, message));
}

/** The read states with one member's reading moved (it only ever moves forward). */
export function withReadState(states: ReadState[] | undefined, changed: ReadState): ReadState[] | undefined {
  if (!states) return states;
  const others = states.filter((state) => state.user_id !== changed.user_id);
  return [...others, changed];
}
