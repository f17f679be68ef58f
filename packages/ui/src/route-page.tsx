import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/**
 * A portal page before its feature lands: its title, and an empty state that says what it will
 * hold, read from the route's own meta so title, description and page never disagree.
 */
export function RoutePage() {
  const { t } = useTranslation();
  const { portal, route } = useCurrentRoute();
  const { t: text } = useTranslation(portal.id);
  const title = text(route.meta.title);
  return (
    <div data-testid="route-page" className="mx-auto max-w-5xl">
      <PageHeader title={title} />
      <EmptyState title={t('emptyState.title', { page: title })} description={text(route.meta.description)} />
    </div>
  );
}
