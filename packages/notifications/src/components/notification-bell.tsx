import { useAppStore } from '@fikrspace/app-store';
import { BellIcon } from '@fikrspace/ui';
import { Link } from '@fikrspace/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useLatestNotifications } from '../api/get-latest-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useLiveNotifications } from '../api/use-live-notifications';
import { ALL_NOTIFICATIONS_PATH } from '../model';
import { NotificationList } from './notification-list';
import { NotificationsRoot } from './notifications-root';
import { useNotificationsTranslation } from './use-notifications-translation';

/**
 * The header's bell: the member's unread count, kept live, and a panel of the latest items with
 * Mark read and Mark all read. It is the shell's, drawn in every portal's header, so its texts are
 * the portal root's (see useNotificationsTranslation). Nobody signed in, no bell.
 */
export default function NotificationBell() {
  const userId = useAppStore((state) => state.user?.id ?? null);
  if (!userId) return null;
  return <Bell userId={userId} />;
}

function Bell({ userId }: { userId: string }) {
  const { t, i18n } = useNotificationsTranslation('portal');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useLiveNotifications(userId);
  const unread = useUnreadCount(userId);
  const count = unread.data ?? 0;

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | FocusEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const label = count > 0 ? t('bell.unread', { count }) : t('bell.label');
  return (
    <NotificationsRoot className="relative">
      <div ref={root}>
        <button
          ref={button}
          type="button"
          className="icon-button relative"
          aria-label={label}
          title={label}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-testid="notification-bell"
          onClick={() => setOpen((value) => !value)}
        >
          <BellIcon />
          {count > 0 ? (
            <span aria-hidden="true" data-testid="notification-count" className="absolute -end-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-bold leading-5 text-white">
              {count > 9 ? '9+' : new Intl.NumberFormat(i18n.language).format(count)}
            </span>
          ) : null}
        </button>
        {open ? <Panel id={panelId} userId={userId} onClose={() => setOpen(false)} /> : null}
      </div>
    </NotificationsRoot>
  );
}

function Panel({ id, userId, onClose }: { id: string; userId: string; onClose: () => void }) {
  const { t } = useNotificationsTranslation('portal');
  const latest = useLatestNotifications(userId);
  const markRead = useMarkNotificationsRead();
  const [now] = useState(() => Date.now());
  const hasUnread = (latest.data ?? []).some((item) => item.read_at === null);
  return (
    <div
      id={id}
      role="region"
      aria-label={t('panel.title')}
      data-testid="notification-panel"
      className="fixed inset-x-2 top-16 z-40 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="text-sm font-semibold">{t('panel.title')}</h2>
        {hasUnread ? (
          <button type="button" className="text-xs font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-slate-200 dark:hover:text-white" onClick={() => markRead.mutate({ userId })}>
            {t('panel.markAllRead')}
          </button>
        ) : null}
      </div>
      <div className="max-h-96 overflow-y-auto" aria-live="polite" aria-busy={latest.isPending}>
        {latest.isPending ? (
          <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">…</p>
        ) : latest.isError ? (
          <div className="px-4 py-6 text-center text-sm">
            <p>{t('panel.loadError')}</p>
            <button type="button" className="mt-2 font-medium text-slate-700 underline underline-offset-2 dark:text-slate-200" onClick={() => void latest.refetch()}>
              {t('panel.retry')}
            </button>
          </div>
        ) : latest.data.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('panel.empty')}</p>
        ) : (
          <NotificationList notifications={latest.data} siteId="portal" now={now} onMarkRead={(notificationId) => markRead.mutate({ userId, ids: [notificationId] })} onOpened={onClose} />
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-2 text-center dark:border-slate-800">
        <Link to={ALL_NOTIFICATIONS_PATH} className="text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-slate-200 dark:hover:text-white" onClick={onClose}>
          {t('panel.seeAll')}
        </Link>
      </div>
    </div>
  );
}
