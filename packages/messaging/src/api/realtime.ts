import type { DbClient } from '@fikrspace/db';
import { MESSAGE_COLUMNS, isUuid, type Message, type ReadState } from '../model';

/** A channel of the page's one client (supabase-js's realtime channel). */
export type Channel = ReturnType<DbClient['channel']>;

/**
 * A topic of this tab alone, for channels that only listen to the database: another channel of
 * the same name in the same client (a page that remounts while the first one is still leaving)
 * would otherwise be handed back in its leaving state.
 */
export function ownTopic(name: string): string {
  const suffix = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${name}:${suffix}`;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** A `messages` row as a live insert event carries it; anything malformed is ignored. */
export function messageOf(record: unknown): Message | null {
  if (typeof record !== 'object' || record === null) return null;
  const row = record as Record<string, unknown>;
  const { id, conversation_id, sender_id, body, created_at, attachment_path = null, attachment_name = null } = row;
  if (![id, conversation_id, sender_id, body, created_at].every(isText) || !isTextOrNull(attachment_path) || !isTextOrNull(attachment_name)) return null;
  return Object.fromEntries(MESSAGE_COLUMNS.map((column) => [column, row[column] ?? null])) as Message;
}

/** A `conversation_members` row as a live update event carries it. */
export function readStateOf(record: unknown): ReadState | null {
  if (typeof record !== 'object' || record === null) return null;
  const { user_id, last_read_at } = record as Record<string, unknown>;
  return isText(user_id) && isText(last_read_at) ? { user_id, last_read_at } : null;
}

/** The user ids a presence state holds, once each (a person with two tabs is tracked twice). */
export function presentUserIds(state: Record<string, Array<Record<string, unknown>>>): string[] {
  const ids = Object.values(state)
    .flat()
    .map((meta) => meta.userId)
    .filter(isText);
  return [...new Set(ids)].sort();
}

/** Channel states a subscriber hears of (supabase-js's `REALTIME_SUBSCRIBE_STATES`). */
export type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

export interface ConversationChangeHandlers {
  /** A message written in the conversation, by anyone, that the caller may read. */
  onMessage: (message: Message) => void;
  /** A member's reading moved. */
  onReadState?: (state: ReadState) => void;
  onStatus?: (status: ChannelStatus, error?: Error) => void;
}

/**
 * Subscribes to one conversation's new messages and members' reading, on a topic of this tab's
 * own. Row level security decides per subscriber: a client that is not a member hears nothing.
 */
export function openConversationChanges(db: DbClient, conversationId: string, { onMessage, onReadState, onStatus }: ConversationChangeHandlers): Channel {
  // The id becomes part of a filter: nothing but a uuid may shape it.
  if (!isUuid(conversationId)) throw new Error('Not a conversation id');
  const filter = `conversation_id=eq.${conversationId}`;
  return db
    .channel(ownTopic(`messaging-changes:${conversationId}`))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter }, (payload) => {
      const message = messageOf(payload.new);
      if (message && message.conversation_id === conversationId) onMessage(message);
    })
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'conversation_members', filter }, (payload) => {
      const state = readStateOf(payload.new);
      if (state) onReadState?.(state);
    })
    .subscribe((status, error) => onStatus?.(status as ChannelStatus, error));
}

/** The topic every member's browser shares for typing and presence. */
export const roomTopic = (conversationId: string) => `messaging:${conversationId}`;

export interface RoomHandlers {
  /** Someone else said they are typing. */
  onTyping: (userId: string) => void;
  /** Who has the conversation open now, the caller included. */
  onPresence: (userIds: string[]) => void;
  onStatus?: (status: ChannelStatus, error?: Error) => void;
}

/**
 * Joins the conversation's room: typing goes over broadcast (not to oneself), and each member's
 * open tabs are tracked under their user id once joined. The room is a private channel: the
 * project's policies on realtime.messages let only the conversation's members join it, hear it
 * and speak in it, checked under the caller's own token (migration messaging_private_room).
 */
export function openConversationRoom(db: DbClient, { conversationId, userId }: { conversationId: string; userId: string }, { onTyping, onPresence, onStatus }: RoomHandlers): Channel {
  if (!isUuid(conversationId)) throw new Error('Not a conversation id');
  const channel: Channel = db
    .channel(roomTopic(conversationId), { config: { private: true, broadcast: { self: false }, presence: { key: userId } } })
    .on('broadcast', { event: 'typing' }, (message) => {
      const who = (message.payload as { userId?: unknown } | undefined)?.userId;
      if (typeof who === 'string' && who !== userId) onTyping(who);
    })
    .on('presence', { event: 'sync' }, () => onPresence(presentUserIds(channel.presenceState())))
    .subscribe((status, error) => {
      if (status === 'SUBSCRIBED') channel.track({ userId }).catch(() => undefined);
      onStatus?.(status as ChannelStatus, error);
    });
  return channel;
}

/** Tells the room the caller is typing. */
export function sendTyping(room: Channel, userId: string): Promise<unknown> {
  return room.send({ type: 'broadcast', event: 'typing', payload: { userId } });
}

/**
 * Subscribes to every new message the caller may read (row level security decides), and to
 * conversations others start with them, on a topic of this tab's own.
 */
export function openInbox(db: DbClient, userId: string, { onChange, onStatus }: { onChange: () => void; onStatus?: (status: ChannelStatus, error?: Error) => void }): Channel {
  if (!isUuid(userId)) throw new Error('Not a user id');
  return db
    .channel(ownTopic(`messaging-inbox:${userId}`))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, () => onChange())
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversation_members', filter: `user_id=eq.${userId}` }, () => onChange())
    .subscribe((status, error) => onStatus?.(status as ChannelStatus, error));
}
