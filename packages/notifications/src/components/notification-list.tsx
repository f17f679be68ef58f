import { useNavigate } from '@fikrspace/router';
import type { Notification } from '../model';
import { relativeTime, useNotificationText } from './notification-text';
import { useNotificationsTranslation } from './use-notifications-translation';

export interface NotificationListProps {
  notifications: readonly Notification[];
  /** Whose copy of the texts to read (see useNotificationsTranslation). */
  siteId?: string;
  /** Marks one read; opening an item with a link marks it read too. */
  onMarkRead: (id: string) => void;
  /** Called after an item was opened (the panel closes then). */
  onOpened?: () => void;
  /** The time "now" is measured from, so a list renders the same while it is shown. */
  now: number;
}

/** Notifications as a list: unread ones marked, each opening its page, each with Mark read. */
export function NotificationList({ notifications, siteId, onMarkRead, onOpened, now }: NotificationListProps) {
  const { t, i18n } = useNotificationsTranslation(siteId);
  const textOf = useNotificationText(siteId);
  const language = i18n.language;
  const navigate = useNavigate();
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="notification-list">
      {notifications.map((notification) => {
        const { title, body } = textOf(notification);
        const unread = notification.read_at === null;
        const open = () => {
          if (unread) onMarkRead(notification.id);
          if (notification.link) void navigate(notification.link);
          onOpened?.();
        };
        return (
          <li key={notification.id} className="flex items-start gap-3 px-4 py-3" data-testid="notification-item" data-unread={unread}>
            <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-transparent'}`} />
            <div className="min-w-0 flex-1">
              {notification.link ? (
                <button type="button" onClick={open} className="text-start text-sm font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand dark:text-slate-100">
                  {title}
                </button>
              ) : (
                <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</p>
              )}
              {body ? (
                <p className="mt-0.5 break-words text-sm text-slate-600 dark:text-slate-400" dir="auto">
                  {body}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={notification.created_at}>{relativeTime(notification.created_at, language, now)}</time>
                {unread ? <span className="sr-only">{` · ${t('item.unread')}`}</span> : null}
              </p>
            </div>
            {unread ? (
              <button type="button" className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline focus-visible:outline-2 focus-visible:outline-brand dark:text-slate-200 dark:hover:bg-slate-800" onClick={() => onMarkRead(notification.id)}>
                {t('item.markRead')}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
