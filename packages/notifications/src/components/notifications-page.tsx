import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useState } from 'react';
import { useNotificationsPage } from '../api/get-notifications-page';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useLiveNotifications } from '../api/use-live-notifications';
import { NotificationList } from './notification-list';
import { NotificationPreferences } from './notification-preferences';
import { NotificationsRoot } from './notifications-root';
import { useNotificationsTranslation } from './use-notifications-translation';

/**
 * The member's notifications in full: all or only the unread ones, a page at a time, kept live,
 * with Mark all read and the member's preferences. Any portal mounts it as a route's page.
 */
export function NotificationsPage() {
  const { t } = useNotificationsTranslation();
  const userId = useAppStore((state) => state.user?.id ?? null);
  return (
    <NotificationsRoot className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      {userId ? <NotificationsFeed userId={userId} /> : <EmptyState title={t('signedOut')} description={t('empty.allHint')} />}
      {userId ? <NotificationPreferences userId={userId} /> : null}
    </NotificationsRoot>
  );
}

/** The list with its filter and paging; also the Fikr Hub's notifications section. */
export function NotificationsFeed({ userId, siteId }: { userId: string; siteId?: string }) {
  const { t } = useNotificationsTranslation(siteId);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [now] = useState(() => Date.now());
  useLiveNotifications(userId);
  const list = useNotificationsPage(userId, { page, unreadOnly });
  const markRead = useMarkNotificationsRead();
  const choose = (value: boolean) => {
    setUnreadOnly(value);
    setPage(1);
  };
  const filter = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={unreadOnly === value}
      className={`rounded-full px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
        unreadOnly === value ? 'bg-secondary text-white dark:bg-brand dark:text-slate-950' : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
      }`}
      onClick={() => choose(value)}
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby="notifications-feed-title" className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <h2 id="notifications-feed-title" className="sr-only">
        {t('title')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div role="group" aria-label={t('filters.label')} className="flex gap-2">
          {filter(false, t('filters.all'))}
          {filter(true, t('filters.unread'))}
        </div>
        <button type="button" className="secondary-button" disabled={markRead.isPending} onClick={() => markRead.mutate({ userId })}>
          {t('panel.markAllRead')}
        </button>
      </div>
      {list.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : list.isError ? (
        <ErrorPanel headingLevel={3} error={list.error} onTryAgain={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState title={t(unreadOnly ? 'empty.unread' : 'empty.all')} description={t(unreadOnly ? 'empty.unreadHint' : 'empty.allHint')} />
      ) : (
        <>
          <NotificationList notifications={list.data.rows} siteId={siteId} now={now} onMarkRead={(id) => markRead.mutate({ userId, ids: [id] })} />
          {list.data.pageCount > 1 ? (
            <nav className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-800" aria-label={t('pageOf', { page, pages: list.data.pageCount })}>
              <button type="button" className="secondary-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </button>
              <span>{t('pageOf', { page, pages: list.data.pageCount })}</span>
              <button type="button" className="secondary-button" disabled={page >= list.data.pageCount} onClick={() => setPage(page + 1)}>
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
