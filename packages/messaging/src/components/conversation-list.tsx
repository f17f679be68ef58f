import { EmptyState } from '@fikrspace/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Conversation } from '../model';
import { formatFullTime, formatListTime } from './format-time';
import { InlineError } from './inline-error';
import { useMessagingTranslation } from './use-messaging-translation';

interface ConversationListProps {
  conversations: UseQueryResult<Conversation[]>;
  /** The names of the people in them are still on their way. */
  namesPending: boolean;
  selectedId: string | null;
  userId: string;
  /** The conversation's name: its title, else its other members. */
  titleOf: (conversation: Conversation) => string;
  nameOf: (userId: string) => string;
  onOpen: (conversationId: string) => void;
  onStart: () => void;
}

/** The signed-in person's conversations, most recent first, each a button that opens it. */
export function ConversationList({ conversations, namesPending, selectedId, userId, titleOf, nameOf, onOpen, onStart }: ConversationListProps) {
  const { t } = useMessagingTranslation();
  if (conversations.isPending || (namesPending && !conversations.isError)) {
    return (
      <p role="status" className="p-4 text-sm text-slate-600 dark:text-slate-300">
        {t('loadingConversations')}
      </p>
    );
  }
  if (conversations.isError) return <InlineError message={t('conversationsError')} onTryAgain={() => void conversations.refetch()} />;
  if (conversations.data.length === 0) {
    return (
      <div className="p-4">
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyHint')}
          action={
            <button type="button" className="primary-button" onClick={onStart}>
              {t('newConversation')}
            </button>
          }
        />
      </div>
    );
  }
  return (
    <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800" data-testid="conversation-list">
      {conversations.data.map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem
            conversation={conversation}
            selected={conversation.id === selectedId}
            title={titleOf(conversation)}
            userId={userId}
            nameOf={nameOf}
            onOpen={() => onOpen(conversation.id)}
          />
        </li>
      ))}
    </ul>
  );
}

interface ConversationItemProps {
  conversation: Conversation;
  selected: boolean;
  title: string;
  userId: string;
  nameOf: (userId: string) => string;
  onOpen: () => void;
}

function ConversationItem({ conversation, selected, title, userId, nameOf, onOpen }: ConversationItemProps) {
  const { t, i18n } = useMessagingTranslation();
  const last = conversation.last_message;
  const preview = !last
    ? t('noMessagesYet')
    : conversation.last_sender_id === userId
      ? t('fromYou', { text: last })
      : conversation.member_ids.length > 2 && conversation.last_sender_id
        ? t('fromSomeone', { name: nameOf(conversation.last_sender_id), text: last })
        : last;
  // The open conversation is being read: its count is on its way to nothing.
  const unread = selected ? 0 : conversation.unread_count;
  const at = conversation.last_message_at;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      data-testid="conversation-item"
      className={`flex w-full items-start gap-3 px-4 py-3 text-start outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset dark:hover:bg-slate-800/60 ${selected ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
    >
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-sm ${unread > 0 ? 'font-bold' : 'font-medium'} text-slate-900 dark:text-slate-100`}>
            <bdi>{title}</bdi>
          </span>
          {at ? (
            <time dateTime={at} title={formatFullTime(at, i18n.language)} className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-300">
              {formatListTime(at, i18n.language)}
            </time>
          ) : null}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span dir="auto" className={`truncate text-sm ${unread > 0 ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-300'}`}>
            {preview}
          </span>
          {unread > 0 ? (
            <span
              data-testid="unread-badge"
              className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-secondary px-1.5 text-xs font-semibold text-white tabular-nums dark:bg-brand dark:text-slate-950"
            >
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('unread', { count: unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
