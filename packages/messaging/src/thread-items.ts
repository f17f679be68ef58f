import type { MessageHistory } from './api/get-messages';
import type { OutgoingMessage } from './api/use-outbox';
import { compareNewestFirst, timestampMicros, type Message, type ReadState } from './model';

/** One row of the thread, oldest first: a message the database has, or one on its way. */
export type ThreadItem =
  | { kind: 'message'; key: string; message: Message; own: boolean; seen: boolean }
  | { kind: 'outgoing'; key: string; outgoing: OutgoingMessage };

/** Whether every other member has read up to the message (their `last_read_at` is at or after it). */
export function isSeenByOthers(message: Pick<Message, 'created_at'>, readStates: readonly ReadState[], userId: string): boolean {
  const others = readStates.filter((state) => state.user_id !== userId);
  const sent = timestampMicros(message.created_at);
  return others.length > 0 && others.every((state) => timestampMicros(state.last_read_at) >= sent);
}

/**
 * The thread as it is shown: the loaded history oldest first, each message once however it
 * arrived (read, sent, or live), "Seen" under the caller's last message when everyone else has
 * read it, then the caller's messages still on their way, in the order they were sent.
 */
export function threadItems({ history, outbox, readStates, userId }: { history: MessageHistory | undefined; outbox: readonly OutgoingMessage[]; readStates: readonly ReadState[]; userId: string }): ThreadItem[] {
  const byId = new Map<string, Message>();
  for (const page of history?.pages ?? []) for (const message of page.messages) if (!byId.has(message.id)) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) => compareNewestFirst(b, a));
  const lastOwn = messages.findLast((message) => message.sender_id === userId);
  const lastOwnSeen = lastOwn ? isSeenByOthers(lastOwn, readStates, userId) : false;
  return [
    ...messages.map((message): ThreadItem => ({ kind: 'message', key: message.id, message, own: message.sender_id === userId, seen: message === lastOwn && lastOwnSeen })),
    ...outbox.map((outgoing): ThreadItem => ({ kind: 'outgoing', key: `outgoing-${outgoing.input.clientId}`, outgoing })),
  ];
}
