import { useAppStore } from '@fikrspace/app-store';
import { NotificationsFeed } from '@fikrspace/notifications/components/notifications-page';
import { PageHeader } from '@fikrspace/ui';
import { useTranslation } from 'react-i18next';
import { HubConversations } from './hub-conversations';
import { HubProducts } from './hub-products';

/**
 * Fikr Hub (/fikrspace/portal/hub): the member's home across products: what happened that concerns
 * them, the conversations they are in, and the products they may open.
 */
export default function HubPage() {
  const { t } = useTranslation('portal');
  const user = useAppStore((state) => state.user);
  const name = user?.firstName ?? user?.email ?? '';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8" data-testid="hub-page">
      <PageHeader title={t('hub.greeting', { name })} description={t('routes.hub.description')} />
      {user ? (
        <section aria-labelledby="hub-notifications-title" className="flex flex-col gap-3">
          <h2 id="hub-notifications-title" className="text-lg font-semibold">
            {t('hub.notifications.title')}
          </h2>
          <NotificationsFeed userId={user.id} siteId="portal" />
        </section>
      ) : null}
      {user ? <HubConversations /> : null}
      <HubProducts />
    </div>
  );
}
