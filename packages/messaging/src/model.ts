import type { Database, Tables } from '@fikrspace/db';

/**
 * The messaging model: row types derived from the generated database types, the limits of the
 * tables' checks and the attachment bucket's rules (supabase/migrations/20261128000300_messaging_conversations.sql),
 * and the small pure rules the page and the live updates share. It imports nothing heavy: the
 * route table that prefetches the conversation list imports it while the portal starts.
 */

/** The message columns a page reads (and the live insert event carries). */
export const MESSAGE_COLUMNS = ['id', 'conversation_id', 'sender_id', 'body', 'attachment_path', 'attachment_name', 'created_at'] as const;

/** One message as the thread shows it. */
export type Message = Pick<Tables<'messages'>, (typeof MESSAGE_COLUMNS)[number]>;

type ConversationRow = Database['public']['Functions']['my_conversations']['Returns'][number];

/**
 * One row of `my_conversations()`. A function's result columns carry no nullability in the
 * generated types, so the ones that are null for a conversation without messages or title say so here.
 */
export type Conversation = Omit<ConversationRow, 'title' | 'organization_id' | 'last_message_at' | 'last_message' | 'last_sender_id'> & {
  title: string | null;
  organization_id: string | null;
  last_message_at: string | null;
  last_message: string | null;
  last_sender_id: string | null;
};

/** A member's reading of one conversation: messages after `last_read_at` are unread for them. */
export type ReadState = Pick<Tables<'conversation_members'>, 'user_id' | 'last_read_at'>;

/** Someone the caller may message: a member of one of the caller's organizations. */
export interface Colleague {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Conversation ids arrive in addresses and realtime filters: anything but a uuid is no conversation. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Limits that mirror the tables' checks. */
export const MESSAGE_BODY_MAX_LENGTH = 4000;
export const CONVERSATION_TITLE_MAX_LENGTH = 200;
/** `start_conversation` takes at most 50 people besides the caller. */
export const CONVERSATION_MAX_OTHERS = 50;
export const ATTACHMENT_NAME_MAX_LENGTH = 255;

/** The private bucket of attachments, one folder per conversation. */
export const ATTACHMENT_BUCKET = 'message-attachments';
/** The bucket's `file_size_limit`: 25 MiB. */
export const ATTACHMENT_MAX_BYTES = 26_214_400;
/** The bucket's `allowed_mime_types`, in the migration's order. */
export const ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/** How many messages one page of history holds. */
export const MESSAGES_PAGE_SIZE = 30;

/** Where the next (older) page of a history starts: the oldest message shown so far. */
export interface MessageCursor {
  createdAt: string;
  id: string;
}

/** Why a body cannot be sent; the database refuses the same. */
export type MessageProblem = 'empty' | 'too-long';

export function messageProblem(body: string): MessageProblem | null {
  const trimmed = body.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > MESSAGE_BODY_MAX_LENGTH) return 'too-long';
  return null;
}

/** Why a file cannot be attached; the storage server refuses the same. */
export type AttachmentProblem = 'too-large' | 'wrong-type' | 'empty';

export function attachmentProblem(file: { size: number; type: string }): AttachmentProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'too-large';
  if (!(ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  return null;
}

/**
 * A timestamp as a number of microseconds since the epoch. PostgreSQL keeps microseconds and
 * `Date` only milliseconds: "read at .123400" must stay before "sent at .123456", or a message
 * would show as seen by someone who read the conversation just before it arrived.
 */
export function timestampMicros(value: string): number {
  const fraction = /\.(\d+)/.exec(value)?.[1] ?? '';
  const millis = Date.parse(value);
  if (Number.isNaN(millis)) return Number.NaN;
  // Date.parse already counted the first three digits; add the rest.
  const extra = Number((fraction.slice(3, 6) || '0').padEnd(3, '0'));
  return millis * 1000 + extra;
}

/** Newest first, as the history is read: by time, then by id for messages of the same microsecond. */
export function compareNewestFirst(a: Pick<Message, 'created_at' | 'id'>, b: Pick<Message, 'created_at' | 'id'>): number {
  const difference = timestampMicros(b.created_at) - timestampMicros(a.created_at);
  if (difference !== 0) return difference;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** A person's name as the page shows it: first and last name, else the address, else nothing. */
export function colleagueName(person: Pick<Colleague, 'firstName' | 'lastName' | 'email'> | undefined): string | null {
  if (!person) return null;
  const name = [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ');
  return name || person.email || null;
}
