import { useAppStore } from '@fikrspace/app-store';
import { ExpiringDocuments } from '@fikrspace/cap-table/components/expiring-documents';
import { CompaniesRoot } from '@fikrspace/companies/components/companies-root';
import { UpcomingMilestones } from '@fikrspace/companies/components/upcoming-milestones';
import { KeyFigures } from '@fikrspace/metrics/components/key-figures';
import { MetricsDue } from '@fikrspace/metrics/components/metrics-due';
import { MetricsRoot } from '@fikrspace/metrics/components/metrics-root';
import { SharingSummary } from '@fikrspace/metrics/components/sharing-summary';
import { monthOf } from '@fikrspace/metrics/months';
import { RecentNotifications } from '@fikrspace/notifications/components/recent-notifications';
import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where the company stands (/fikrspace/startup/dashboard): this month's key figures with their
 * trend, what is due (months to submit, milestones near their date, documents expiring), who can see the figures,
 * and the member's latest notifications. Each card
 * is its context's own and reads what that context's page reads, so opening the full page after
 * the dashboard costs no second request.
 */
export default function DashboardPage() {
  const { t } = useTranslation('startup');
  const organization = useAppStore((state) => state.organization);
  const { prefix } = useCurrentRoute();
  // One clock for every card: "this month" and "due" never disagree while the page is open.
  const [currentMonth] = useState(() => monthOf(new Date()));
  const scope = useMemo(() => (organization ? { viewerOrganizationId: organization.id, organizationId: organization.id } : null), [organization]);
  const metricsHref = joinPath(prefix, '/metrics');

  return (
    <MetricsRoot testId="dashboard-page">
      <PageHeader title={organization ? t('dashboard.titleOf', { organization: organization.name }) : t('routes.dashboard.title')} description={t('routes.dashboard.description')} />
      {scope ? (
        <>
          <KeyFigures scope={scope} currentMonth={currentMonth} elsewhere />
          <MetricsDue scope={scope} currentMonth={currentMonth} metricsHref={metricsHref} />
          <CompaniesRoot>
            <UpcomingMilestones scope={scope} days={30} limit={5} />
          </CompaniesRoot>
          <ExpiringDocuments organizationId={scope.organizationId} legalHref={joinPath(prefix, '/legal')} />
          <SharingSummary scope={scope} manageHref={metricsHref} />
        </>
      ) : (
        <EmptyState title={t('dashboard.noOrganization')} description={t('dashboard.noOrganizationHint')} />
      )}
      <RecentNotifications />
    </MetricsRoot>
  );
}
