import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { isMarketingMetric } from '@fikrspace/metrics/marketing';
import { MarketingChannelsManager } from '@fikrspace/metrics/components/marketing-channels-manager';
import { MarketingOverview } from '@fikrspace/metrics/components/marketing-overview';
import { MarketingTrends } from '@fikrspace/metrics/components/marketing-trends';
import { MetricsRoot } from '@fikrspace/metrics/components/metrics-root';
import { MonthForm } from '@fikrspace/metrics/components/month-form';
import { SectionLoading } from '@fikrspace/metrics/components/section';
import { useMetricsTranslation } from '@fikrspace/metrics/components/use-metrics-translation';
import { monthOf } from '@fikrspace/metrics/months';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useMemo, useState } from 'react';

/**
 * The startup's marketing: each channel's latest month and the one before, one figure across the
 * channels over time as a chart and a table, the month's channel figures to enter (the metrics
 * form, limited to the channels' metrics), and the channels themselves to add, rename or remove.
 * Channels are the company's own metrics, so the metrics permissions apply.
 */
export default function MarketingPage() {
  const { t } = useMetricsTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const write = usePermission('metrics', 'write');
  // The month the page opened in: every section measures "this month" by the same clock.
  const [currentMonth] = useState(() => monthOf(new Date()));
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);

  const header = <PageHeader title={t('marketing.pageTitle')} description={t('marketing.pageDescription')} />;
  if (!scope) {
    return (
      <MetricsRoot>
        {header}
        <EmptyState title={t('page.noOrganization')} description={t('page.noOrganizationHint')} />
      </MetricsRoot>
    );
  }
  return (
    <MetricsRoot testId="marketing-page">
      {header}
      <MarketingOverview scope={scope} currentMonth={currentMonth} />
      <MarketingTrends scope={scope} currentMonth={currentMonth} />
      {write.isLoading ? (
        <SectionLoading />
      ) : (
        <>
          <MonthForm scope={scope} currentMonth={currentMonth} canWrite={write.allowed} only={isMarketingMetric} title={t('marketing.entryTitle')} description={t('marketing.entryDescription')} />
          {write.allowed ? <MarketingChannelsManager scope={scope} /> : null}
        </>
      )}
    </MetricsRoot>
  );
}
