import { useAppStore } from '@fikrspace/app-store';
import { Link } from '@fikrspace/router';
import { ErrorPanel } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { useLatestNotifications } from '../api/get-latest-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { ALL_NOTIFICATIONS_PATH } from '../model';
import { NotificationList } from './notification-list';
import { NotificationsRoot } from './notifications-root';
import { useNotificationsTranslation } from './use-notifications-translation';

/** How many a dashboard card lists: the bell's own list, cut short, so the two share one request. */
const SHOWN = 5;

/** The signed-in member's latest notifications as a card of a dashboard, with the way to all of them. */
export function RecentNotifications() {
  const { t } = useNotificationsTranslation();
  const headingId = useId();
  const userId = useAppStore((state) => state.user?.id ?? null);
  const latest = useLatestNotifications(userId);
  const markRead = useMarkNotificationsRead();
  const [now] = useState(() => Date.now());

  return (
    <NotificationsRoot>
      <section aria-labelledby={headingId} data-testid="recent-notifications" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {t('recent.title')}
          </h2>
          <Link to={ALL_NOTIFICATIONS_PATH} className="text-sm font-medium text-slate-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand dark:text-white">
            {t('panel.seeAll')}
          </Link>
        </div>
        {latest.isError ? (
          <ErrorPanel error={latest.error} headingLevel={3} onTryAgain={() => void latest.refetch()} />
        ) : !latest.data ? (
          <p role="status" className="py-4 text-sm text-slate-600 dark:text-slate-400">
            {t('recent.loading')}
          </p>
        ) : latest.data.length === 0 ? (
          <p className="py-4 text-sm text-slate-600 dark:text-slate-400">{t('panel.empty')}</p>
        ) : (
          <div className="-mx-4 sm:-mx-6">
            <NotificationList notifications={latest.data.slice(0, SHOWN)} now={now} onMarkRead={(id) => (userId ? markRead.mutate({ userId, ids: [id] }) : undefined)} />
          </div>
        )}
      </section>
    </NotificationsRoot>
  );
}
