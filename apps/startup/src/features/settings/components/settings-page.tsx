import { useAppStore } from '@fikrspace/app-store';
import { NotificationPreferences } from '@fikrspace/notifications/components/notification-preferences';
import { NotificationsRoot } from '@fikrspace/notifications/components/notifications-root';
import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { ACCOUNT_SETTINGS_PATH } from '@fikrspace/portal-host';
import { Link } from '@fikrspace/router';
import { PageHeader } from '@fikrspace/ui';
import { useTranslation } from 'react-i18next';

/**
 * The startup's settings (/fikrspace/startup/settings): which notifications a member gets, in the
 * app and in the daily e-mail digest (the monthly metrics reminder among them), with the ways to
 * their own account (picture, language, theme) and to the team's access. Each of those has one
 * home; this page leads there rather than repeating it.
 */
export default function SettingsPage() {
  const { t } = useTranslation('startup');
  const userId = useAppStore((state) => state.user?.id ?? null);
  const { prefix } = useCurrentRoute();
  const shortcuts = (
    <nav aria-label={t('settings.shortcuts')} className="flex flex-wrap gap-2">
      <Link to={ACCOUNT_SETTINGS_PATH} className="secondary-button">
        {t('settings.account')}
      </Link>
      <Link to={joinPath(prefix, '/team')} className="secondary-button">
        {t('settings.team')}
      </Link>
    </nav>
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8" data-testid="settings-page">
      <PageHeader title={t('routes.settings.title')} description={t('routes.settings.description')} actions={shortcuts} />
      {userId ? (
        <NotificationsRoot>
          <NotificationPreferences userId={userId} />
        </NotificationsRoot>
      ) : null}
    </div>
  );
}
