import { useAppStore } from '@fikrspace/app-store';
import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { ChevronIcon, EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { Link } from '@fikrspace/router';
import { isUuid } from '@fikrspace/people/is-uuid';
import { useCanManageAccess } from '@fikrspace/people/api/get-can-manage-access';
import { InvitationsSection } from '@fikrspace/people/components/invitations-section';
import { PeopleRoot } from '@fikrspace/people/components/people-root';
import { useOrganization } from '../api/get-organization';
import { useAccessLabels } from '../hooks/use-access-labels';
import { AccessRoot } from './access-root';
import { ReadOnlyNotice } from './read-only-notice';
import { TeamAccess } from './team-access';
import { useAccessTranslation } from '../hooks/use-access-translation';

/** "Team and access": the members of one organization, their roles, products and permissions. */
export default function OrganizationAccessPage() {
  const { t } = useAccessTranslation();
  const labels = useAccessLabels();
  const { prefix, params } = useCurrentRoute();
  const organizationId = params.organizationId ?? '';
  const userId = useAppStore((state) => state.user?.id ?? null);
  const organization = useOrganization(organizationId);
  const canManage = useCanManageAccess(organizationId, userId);
  const listPath = joinPath(prefix, '/organizations');

  const description = organization.data ? `${organization.data.name} · ${labels.organizationType(organization.data.type)}` : undefined;

  return (
    <AccessRoot testId="organization-access">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <Link to={listPath} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-600 underline-offset-2 hover:underline dark:text-slate-300">
          <ChevronIcon width={16} height={16} className="rtl:rotate-180" />
          {t('team.backToList')}
        </Link>
        <PageHeader title={t('team.title')} description={description} />
        {!isUuid(organizationId) || organization.data === null ? (
          <EmptyState
            title={t('team.notFoundTitle')}
            description={t('team.notFoundBody')}
            action={
              <Link className="secondary-button" to={listPath}>
                {t('team.backToList')}
              </Link>
            }
          />
        ) : organization.isPending || canManage.isLoading ? (
          <LoadingScreen fullPage={false} />
        ) : organization.isError ? (
          <ErrorPanel error={organization.error} onTryAgain={() => void organization.refetch()} />
        ) : (
          <>
            {canManage.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
                <span>{t('team.canManageFailed')}</span>
                <button type="button" className="secondary-button" onClick={() => void canManage.refetch()}>
                  {t('retry')}
                </button>
              </div>
            ) : null}
            {canManage.data === true ? null : <ReadOnlyNotice organizationName={organization.data.name} />}
            {/* The people context's invitations, as the startup's team page shows them; styled by its own sheet. */}
            {canManage.data === true ? (
              <PeopleRoot>
                <InvitationsSection organizationId={organization.data.id} />
              </PeopleRoot>
            ) : null}
            <TeamAccess organizationId={organization.data.id} canManage={canManage.data === true} />
          </>
        )}
      </div>
    </AccessRoot>
  );
}
