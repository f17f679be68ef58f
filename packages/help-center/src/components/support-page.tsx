import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useSupportRequests } from '../api/get-support-requests';
import { HelpCenterRoot } from './help-center-root';
import { SupportRequestForm } from './support-request-form';
import { SupportRequestItem } from './support-request-item';
import { useHelpCenterTranslation } from './use-help-center-translation';

/**
 * The current organization's requests to the platform team, newest first with where each stands,
 * and the form to open one. Every member reads them and opens one; the author of a request closes
 * or reopens it; the platform team (the office) answers and moves them.
 */
export function SupportPage() {
  const { t } = useHelpCenterTranslation();
  const headingId = useId();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const userId = useAppStore((state) => state.user?.id ?? null);
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);
  const requests = useSupportRequests(scope);

  const page = (body: ReactNode) => (
    <HelpCenterRoot testId="support-page">
      <PageHeader title={t('support.title')} description={t('support.description')} />
      {body}
    </HelpCenterRoot>
  );
  if (!scope) return page(<EmptyState title={t('noOrganization')} description={t('noOrganizationHint')} />);

  let list: ReactNode;
  if (requests.isPending) list = <LoadingScreen fullPage={false} />;
  else if (requests.isError) list = <ErrorPanel error={requests.error} headingLevel={2} onTryAgain={() => void requests.refetch()} />;
  else if (!requests.data.length) list = <EmptyState title={t('requests.emptyTitle')} description={t('requests.emptyHint')} />;
  else {
    list = (
      <ul className="flex flex-col gap-4" aria-labelledby={headingId}>
        {requests.data.map((request) => (
          <SupportRequestItem key={request.id} scope={scope} request={request} userId={userId} />
        ))}
      </ul>
    );
  }

  return page(
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('requests.title')}
        </h2>
        {list}
      </section>
      <SupportRequestForm scope={scope} />
    </div>,
  );
}
