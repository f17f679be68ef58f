import { useAppStore } from '@fikrspace/app-store';
import { useColleagues } from '@fikrspace/messaging/api/get-colleagues';
import { useConversations } from '@fikrspace/messaging/api/get-conversations';
import { useInboxLive } from '@fikrspace/messaging/api/use-inbox-live';
import { Link } from '@fikrspace/router';
import { ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useTranslation } from 'react-i18next';

/** Where a conversation opens: the portal root's messages page. */
export const MESSAGES_PATH = '/fikrspace/portal/messages';
const SHOWN = 5;

/** The member's latest conversations, kept live: who with, the last message, what is unread. */
export function HubConversations() {
  const { t } = useTranslation('portal');
  const userId = useAppStore((state) => state.user?.id ?? null);
  const conversations = useConversations(userId);
  const colleagues = useColleagues(userId);
  useInboxLive();
  const nameOf = (id: string) => {
    const person = colleagues.data?.find((colleague) => colleague.id === id);
    return person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || (person.email ?? '') : '';
  };
  return (
    <section aria-labelledby="hub-conversations-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="hub-conversations-title" className="text-lg font-semibold">
          {t('hub.conversations.title')}
        </h2>
        <Link to={MESSAGES_PATH} className="text-sm font-medium text-slate-700 underline underline-offset-2 dark:text-slate-200">
          {t('hub.conversations.all')}
        </Link>
      </div>
      {conversations.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : conversations.isError ? (
        <ErrorPanel headingLevel={3} error={conversations.error} onTryAgain={() => void conversations.refetch()} />
      ) : conversations.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t('hub.conversations.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="hub-conversations">
          {conversations.data.slice(0, SHOWN).map((conversation) => {
            const others = conversation.member_ids.filter((id) => id !== userId).map(nameOf).filter(Boolean);
            const title = conversation.title ?? others.join(', ');
            return (
              <li key={conversation.id}>
                <Link to={`${MESSAGES_PATH}?conversation=${conversation.id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand dark:hover:bg-slate-800">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold" dir="auto">
                      {title}
                    </span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400" dir="auto">
                      {conversation.last_message}
                    </span>
                  </span>
                  {conversation.unread_count > 0 ? (
                    <span className="rounded-full bg-red-600 px-2 text-xs font-bold leading-5 text-white" aria-label={t('hub.conversations.unread', { count: conversation.unread_count })}>
                      {conversation.unread_count}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
