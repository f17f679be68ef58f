import { toServiceError } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { infiniteQueryOptions, useInfiniteQuery, type DefaultError, type InfiniteData } from '@tanstack/react-query';
import { messagingKeys } from '../keys';
import { MESSAGE_COLUMNS, MESSAGES_PAGE_SIZE, isUuid, type Message, type MessageCursor } from '../model';

/** One page of a conversation's history, newest first, and where the page before it starts. */
export interface MessagePage {
  messages: Message[];
  /** The oldest message of this page, when older ones exist. */
  nextCursor: MessageCursor | null;
}

/** The loaded history of one conversation: the newest page first. */
export type MessageHistory = InfiniteData<MessagePage, MessageCursor | null>;

export interface GetMessagesInput {
  conversationId: string;
  /** Older than this message; the newest page when null. */
  cursor: MessageCursor | null;
  pageSize?: number;
}

/** A timestamp as PostgREST writes one: nothing in it can close the quotes of the filter. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ][\d:.]+(Z|[+-]\d{2}(:?\d{2})?)?$/;

/**
 * The keyset condition "older than the cursor" in PostgREST's `or` syntax: earlier, or at the
 * same microsecond with a smaller id. The timestamp is quoted, as it holds `:` and `.`.
 */
export function olderThan(cursor: MessageCursor): string {
  if (!isUuid(cursor.id) || !TIMESTAMP.test(cursor.createdAt)) throw new ServiceError('Not a position in a conversation’s history', 'VALIDATION_ERROR', { cursor }, 400);
  const at = `"${cursor.createdAt}"`;
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`;
}

/**
 * One page of a conversation's history, newest first, read backwards from `cursor` on
 * `(created_at, id)` (the table's index), so pages stay contiguous while new messages arrive.
 * Row level security answers nothing for a conversation the caller is not a member of.
 */
export async function getMessages(db: DbClient, { conversationId, cursor, pageSize = MESSAGES_PAGE_SIZE }: GetMessagesInput, signal?: AbortSignal): Promise<MessagePage> {
  if (!isUuid(conversationId)) return { messages: [], nextCursor: null };
  let request = db.from('messages').select(MESSAGE_COLUMNS.join(', ')).eq('conversation_id', conversationId);
  if (cursor) request = request.or(olderThan(cursor));
  // One more than a page: whether it came says whether there is an older page.
  let ordered = request.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(pageSize + 1);
  if (signal) ordered = ordered.abortSignal(signal);
  const { data, error } = await ordered.overrideTypes<Message[], { merge: false }>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'messages', conversationId });
  const messages = data.slice(0, pageSize);
  const oldest = messages.at(-1);
  return { messages, nextCursor: data.length > pageSize && oldest ? { createdAt: oldest.created_at, id: oldest.id } : null };
}

export const messagesQueryOptions = (userId: string, conversationId: string) =>
  infiniteQueryOptions<MessagePage, DefaultError, MessageHistory, ReturnType<typeof messagingKeys.messages>, MessageCursor | null>({
    queryKey: messagingKeys.messages(userId, conversationId),
    queryFn: async ({ pageParam, signal }) => getMessages(await whenDb(), { conversationId, cursor: pageParam }, signal),
    initialPageParam: null,
    getNextPageParam: (page: MessagePage) => page.nextCursor,
  });

/** The history of the open conversation; older pages load with `fetchNextPage`. */
export function useMessages({ userId, conversationId }: { userId: string | null; conversationId: string | null }) {
  return useInfiniteQuery({ ...messagesQueryOptions(userId ?? '', conversationId ?? ''), enabled: !!userId && !!conversationId });
}
