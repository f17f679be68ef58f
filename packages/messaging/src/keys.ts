import { queryKeys } from '@fikrspace/data';

/**
 * The only place messaging's query keys are spelled. Conversations belong to a person, not to an
 * organization (one may talk across the organizations they belong to), so the keys are rooted at
 * the signed-in user: sign-out clears them, and one invalidation of `all` refreshes everything. A
 * key is a contract between every app that bundles this package: it always holds the same shape,
 * and a change of shape takes a new key segment.
 */
export const messagingKeys = {
  all: (userId: string) => queryKeys.meScoped(userId, 'messaging'),
  conversations: (userId: string) => [...messagingKeys.all(userId), 'conversations'] as const,
  conversation: (userId: string, conversationId: string) => [...messagingKeys.all(userId), 'conversation', conversationId] as const,
  messages: (userId: string, conversationId: string) => [...messagingKeys.conversation(userId, conversationId), 'messages'] as const,
  readStates: (userId: string, conversationId: string) => [...messagingKeys.conversation(userId, conversationId), 'read-states'] as const,
  attachmentUrl: (userId: string, path: string) => [...messagingKeys.all(userId), 'attachment-url', path] as const,
  colleagues: (userId: string) => [...messagingKeys.all(userId), 'colleagues'] as const,
};

/**
 * Mutation keys, so `useIsMutating` and `useMutationState` can name a messaging write. Both kinds of
 * send share the `send` prefix: the thread lists every message on its way, text or file, from it.
 */
export const messagingMutationKeys = {
  send: ['messaging', 'send'],
  sendMessage: ['messaging', 'send', 'message'],
  sendAttachment: ['messaging', 'send', 'attachment'],
  markRead: ['messaging', 'mark-conversation-read'],
  start: ['messaging', 'start-conversation'],
} as const;
