import { useCallback, useEffect, useMemo, useRef } from 'react';
import { newClientId } from '../attachment-path';
import { useMessages } from '../api/get-messages';
import { useReadStates } from '../api/get-read-states';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { attachmentBody, useSendAttachment, type SendAttachmentInput } from '../api/send-attachment';
import { useSendMessage } from '../api/send-message';
import type { ConversationLive } from '../api/use-conversation-live';
import { useOutbox, type OutgoingMessage } from '../api/use-outbox';
import type { Conversation } from '../model';
import { threadItems } from '../thread-items';
import { Composer } from './composer';
import { formatNames } from './format-time';
import { BackIcon } from './icons';
import { InlineError } from './inline-error';
import { MessageList } from './message-list';
import { useMessagingTranslation } from './use-messaging-translation';

interface ConversationThreadProps {
  conversationId: string;
  /** Its row in the list, once the list has it. */
  conversation: Conversation | undefined;
  title: string;
  userId: string;
  nameOf: (userId: string) => string;
  live: ConversationLive;
  onBack: () => void;
}

/** A refusal is shown on the message itself, with Retry: no toast repeats it. */
const QUIET = { mutationConfig: { onError: () => undefined } };

/**
 * One conversation: its history, who is here and who is typing, and the composer, which has the
 * focus as the conversation opens. While it is open, its unread count is kept at nothing.
 */
export function ConversationThread({ conversationId, conversation, title, userId, nameOf, live, onBack }: ConversationThreadProps) {
  const { t, i18n } = useMessagingTranslation();
  const history = useMessages({ userId, conversationId });
  const readStates = useReadStates({ userId, conversationId });
  const outbox = useOutbox(conversationId);
  const sendMessage = useSendMessage(QUIET);
  const sendAttachment = useSendAttachment(QUIET);
  const markRead = useMarkConversationRead(QUIET);
  const composer = useRef<HTMLTextAreaElement>(null);

  useEffect(() => composer.current?.focus(), []);

  const unread = conversation?.unread_count ?? 0;
  const lastMessageAt = conversation?.last_message_at ?? null;
  const { mutate: markReadNow } = markRead;
  // Once per newest message: a list read again before the marking landed asks for nothing more.
  const markedUpTo = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (unread === 0 || markedUpTo.current === lastMessageAt) return;
    markedUpTo.current = lastMessageAt;
    markReadNow(
      { userId, conversationId },
      {
        onError: () => {
          markedUpTo.current = undefined;
        },
      },
    );
  }, [unread, lastMessageAt, userId, conversationId, markReadNow]);

  const items = useMemo(
    () => threadItems({ history: history.data, outbox: outbox.entries, readStates: readStates.data ?? [], userId }),
    [history.data, outbox.entries, readStates.data, userId],
  );

  const { fetchNextPage } = history;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  function retry(outgoing: OutgoingMessage) {
    outbox.discard(outgoing);
    if (outgoing.kind === 'attachment') sendAttachment.mutate(outgoing.input as SendAttachmentInput);
    else sendMessage.mutate(outgoing.input);
  }

  const others = live.presentUserIds.filter((id) => id !== userId);
  const typing = live.typingUserIds.filter((id) => id !== userId);

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="conversation-thread">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <button type="button" className="icon-button md:hidden" onClick={onBack} aria-label={t('back')} title={t('back')}>
          <BackIcon />
        </button>
        <div className="min-w-0 flex-1 px-1">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-slate-100">
            <bdi>{title}</bdi>
          </h2>
          <p className="flex min-h-4 items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400" data-testid="presence">
            {others.length > 0 ? (
              <>
                <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
                {t('hereNow', { names: formatNames(others.map(nameOf), i18n.language) })}
              </>
            ) : null}
          </p>
        </div>
      </header>

      {history.isPending ? (
        <p role="status" className="flex-1 p-4 text-sm text-slate-600 dark:text-slate-300">
          {t('loadingMessages')}
        </p>
      ) : !history.data ? (
        // Only a first page that did not come: an earlier page that did not is said above the rows.
        <div className="flex-1">
          <InlineError message={t('messagesError')} onTryAgain={() => void history.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <div className="grid flex-1 place-items-center p-6 text-center" data-testid="thread-empty">
          <div>
            <p className="font-semibold text-slate-900 dark:text-slate-100">{t('noMessagesTitle')}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('noMessagesHint')}</p>
          </div>
        </div>
      ) : (
        <MessageList
          items={items}
          userId={userId}
          showSenders={(conversation?.member_ids.length ?? 0) > 2}
          nameOf={nameOf}
          label={t('historyLabel', { title })}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          olderFailed={history.isFetchNextPageError}
          onLoadOlder={loadOlder}
          onRetry={retry}
          onDiscard={outbox.discard}
        />
      )}

      <p aria-live="polite" className="min-h-5 px-4 text-xs text-slate-500 italic dark:text-slate-400" data-testid="typing">
        {typing.length > 0 ? t('typing', { count: typing.length, names: formatNames(typing.map(nameOf), i18n.language) }) : null}
      </p>
      <Composer
        textareaRef={composer}
        onTyping={live.notifyTyping}
        onSend={(body) => sendMessage.mutate({ userId, conversationId, body, clientId: newClientId() })}
        onAttach={(file, caption) => sendAttachment.mutate({ userId, conversationId, body: attachmentBody(caption, file), clientId: newClientId(), file })}
      />
    </div>
  );
}
