import { ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useNotificationPreferences, useSetNotificationPreference } from '../api/notification-preferences';
import type { NotificationPreference } from '../model';
import { useNotificationsTranslation } from './use-notifications-translation';

/** The member's choice per kind of notification: in the app, and in the e-mail digest. */
export function NotificationPreferences({ userId, siteId }: { userId: string; siteId?: string }) {
  const { t } = useNotificationsTranslation(siteId);
  const preferences = useNotificationPreferences(userId);
  const save = useSetNotificationPreference();
  const change = (row: NotificationPreference, field: 'inApp' | 'emailDigest', value: boolean) => save.mutate({ userId, ...row, [field]: value });
  return (
    <section aria-labelledby="notification-preferences-title" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="notification-preferences-title" className="text-lg font-semibold">
        {t('preferences.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('preferences.description')}</p>
      {save.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
          {t('preferences.saveError')}
        </p>
      ) : null}
      {preferences.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : preferences.isError ? (
        <ErrorPanel headingLevel={3} error={preferences.error} onTryAgain={() => void preferences.refetch()} />
      ) : (
        <table className="mt-4 w-full text-sm" data-testid="notification-preferences">
          <thead>
            <tr className="text-start text-slate-500 dark:text-slate-400">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('preferences.type')}
              </th>
              <th scope="col" className="px-3 py-2 text-center font-medium">
                {t('preferences.inApp')}
              </th>
              <th scope="col" className="ps-3 py-2 text-center font-medium">
                {t('preferences.emailDigest')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {preferences.data.map((row) => (
              <tr key={row.type}>
                <th scope="row" className="py-2 pe-3 text-start font-normal">
                  {t(`typeNames.${row.type}`)}
                </th>
                <td className="px-3 py-2 text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-600"
                    checked={row.inApp}
                    aria-label={`${t(`typeNames.${row.type}`)}: ${t('preferences.inApp')}`}
                    onChange={(event) => change(row, 'inApp', event.target.checked)}
                  />
                </td>
                <td className="ps-3 py-2 text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-600"
                    checked={row.emailDigest}
                    aria-label={`${t(`typeNames.${row.type}`)}: ${t('preferences.emailDigest')}`}
                    onChange={(event) => change(row, 'emailDigest', event.target.checked)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
