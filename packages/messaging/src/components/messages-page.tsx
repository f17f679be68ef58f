import { useAppStore } from '@fikrspace/app-store';
import { useSearchParams } from '@fikrspace/router';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useCallback, useId, useMemo, useState } from 'react';
import { useColleagues } from '../api/get-colleagues';
import { useConversations } from '../api/get-conversations';
import { useConversationLive } from '../api/use-conversation-live';
import { useInboxLive } from '../api/use-inbox-live';
import { colleagueName, isUuid, type Conversation } from '../model';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { formatNames } from './format-time';
import { MessagingRoot } from './messaging-root';
import { NewConversation } from './new-conversation';
import { useMessagingTranslation } from './use-messaging-translation';

/** The open conversation is in the address (`?conversation=<id>`): a link opens it, Back closes it. */
export const CONVERSATION_PARAM = 'conversation';

/**
 * The messages page: the signed-in person's conversations beside the open one on a wide screen,
 * one pane at a time on a narrow one. The list, the thread and who is typing stay current while
 * the page is open. Any portal mounts it as a route's page; the list is what
 * `conversationsQueryOptions(userId)` prefetches.
 */
export function MessagesPage() {
  const { t, i18n } = useMessagingTranslation();
  const userId = useAppStore((state) => state.user?.id ?? null);
  const [params, setParams] = useSearchParams();
  // An address may say anything: only a uuid names a conversation.
  const requested = params.get(CONVERSATION_PARAM);
  const selectedId = isUuid(requested) ? requested : null;
  const [starting, setStarting] = useState(false);
  const listHeading = useId();
  const conversations = useConversations(userId);
  const colleagues = useColleagues(userId);
  useInboxLive();
  // Here, not in the thread: the page outlives the conversations opened in it, and the room of
  // a conversation opened again must wait for its previous one to have left.
  const live = useConversationLive(starting ? null : selectedId);

  const names = useMemo(() => new Map((colleagues.data ?? []).map((person) => [person.id, colleagueName(person)])), [colleagues.data]);
  const namesPending = colleagues.isPending;
  // Someone whose name cannot be read (no longer a colleague) is named as such, once names are in.
  const nameOf = useCallback((id: string) => (id === userId ? t('you') : (names.get(id) ?? (namesPending ? '' : t('unknownPerson')))), [names, namesPending, userId, t]);
  const titleOf = useCallback(
    (conversation: Conversation) => {
      if (conversation.title) return conversation.title;
      const others = conversation.member_ids.filter((id) => id !== userId);
      return others.length > 0 ? formatNames(others.map(nameOf), i18n.language) : t('onlyYou');
    },
    [userId, nameOf, i18n.language, t],
  );

  const open = useCallback(
    (conversationId: string) => {
      setStarting(false);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(CONVERSATION_PARAM, conversationId);
        return next;
      });
    },
    [setParams],
  );
  const close = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(CONVERSATION_PARAM);
      return next;
    });
  }, [setParams]);

  const header = <PageHeader title={t('title')} description={t('description')} />;
  if (!userId) {
    return (
      <MessagingRoot>
        {header}
        <EmptyState title={t('signedOutTitle')} description={t('signedOutHint')} />
      </MessagingRoot>
    );
  }

  const selected = conversations.data?.find((conversation) => conversation.id === selectedId);
  const detailOpen = starting || selectedId !== null;
  return (
    <MessagingRoot>
      {header}
      <div className="grid h-[min(46rem,calc(100dvh-13rem))] min-h-[26rem] overflow-hidden rounded-2xl border border-slate-200 bg-white md:grid-cols-[minmax(16rem,22rem)_1fr] dark:border-slate-800 dark:bg-slate-900">
        <section aria-labelledby={listHeading} className={`${detailOpen ? 'hidden md:flex' : 'flex'} min-h-0 flex-col border-slate-200 md:border-e dark:border-slate-800`}>
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 id={listHeading} className="text-base font-semibold text-slate-900 dark:text-slate-100">
              {t('conversations')}
            </h2>
            <button type="button" className="secondary-button px-3 py-1.5" onClick={() => setStarting(true)}>
              {t('newConversation')}
            </button>
          </div>
          <ConversationList conversations={conversations} namesPending={namesPending} selectedId={selectedId} userId={userId} titleOf={titleOf} nameOf={nameOf} onOpen={open} onStart={() => setStarting(true)} />
        </section>
        <section aria-label={t('conversation')} className={`${detailOpen ? 'flex' : 'hidden md:flex'} min-h-0 flex-col`}>
          {starting ? (
            <NewConversation userId={userId} onStarted={open} onCancel={() => setStarting(false)} />
          ) : selectedId ? (
            <ConversationThread
              key={selectedId}
              conversationId={selectedId}
              conversation={selected}
              title={selected ? titleOf(selected) : ''}
              userId={userId}
              nameOf={nameOf}
              live={live}
              onBack={close}
            />
          ) : (
            <div className="grid flex-1 place-items-center p-6 text-center">
              <div>
                <p className="font-semibold text-slate-900 dark:text-slate-100">{t('chooseTitle')}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('chooseHint')}</p>
              </div>
            </div>
          )}
        </section>
      </div>
    </MessagingRoot>
  );
}
