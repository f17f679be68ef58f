import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { messagingKeys } from '../keys';
import type { Conversation } from '../model';

/** The caller's conversations, most recent first, each with its last message, unread count and members. */
export async function getConversations(db: DbClient, signal?: AbortSignal): Promise<Conversation[]> {
  let request = db.rpc('my_conversations');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'my_conversations' });
  return (data ?? []) as Conversation[];
}

/** Also the route prefetch of the messages page, so the list and the page's code download together. */
export const conversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messagingKeys.conversations(userId),
    queryFn: async ({ signal }) => getConversations(await whenDb(), signal),
  });

type ConversationsKey = ReturnType<typeof messagingKeys.conversations>;

/** Disabled until someone is signed in: conversations are a person's. */
export function useConversations<TData = Conversation[]>(userId: string | null, { queryConfig }: { queryConfig?: QueryConfig<Conversation[], TData, ConversationsKey> } = {}) {
  const { queryKey, queryFn } = conversationsQueryOptions(userId ?? '');
  return useQuery<Conversation[], DefaultError, TData, ConversationsKey>({ queryKey, queryFn, enabled: !!userId, ...queryConfig });
}
