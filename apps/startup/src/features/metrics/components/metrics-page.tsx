import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { ConsentPanel } from '@fikrspace/metrics/components/consent-panel';
import { CsvImport } from '@fikrspace/metrics/components/csv-import';
import { CustomMetricsPanel } from '@fikrspace/metrics/components/custom-metrics-panel';
import { KeyFigures } from '@fikrspace/metrics/components/key-figures';
import { MetricSeriesPanel } from '@fikrspace/metrics/components/metric-series-panel';
import { MetricsRoot } from '@fikrspace/metrics/components/metrics-root';
import { MonthForm } from '@fikrspace/metrics/components/month-form';
import { SectionLoading } from '@fikrspace/metrics/components/section';
import { useMetricsTranslation } from '@fikrspace/metrics/components/use-metrics-translation';
import { isMarketingMetric } from '@fikrspace/metrics/marketing';
import { monthOf } from '@fikrspace/metrics/months';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useMemo, useState } from 'react';

const isOnMetricsPage = (definition: Parameters<typeof isMarketingMetric>[0]) => !isMarketingMetric(definition);

/**
 * The startup's metrics: this month's key figures, the month form (opening on the latest month
 * still to submit), the trends as charts and a table with their download, the import of a file,
 * the company's own metrics, and who can see the figures. All of it the current organization's; what a member may change
 * follows the permission matrix (`metrics` write and share), and the database decides the rest.
 */
export default function MetricsPage() {
  const { t } = useMetricsTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const write = usePermission('metrics', 'write');
  const share = usePermission('metrics', 'share');
  // The month the page opened in: every section measures "this month" by the same clock.
  const [currentMonth] = useState(() => monthOf(new Date()));
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);

  const header = <PageHeader title={t('page.title')} description={t('page.description')} />;
  if (!scope) {
    return (
      <MetricsRoot>
        {header}
        <EmptyState title={t('page.noOrganization')} description={t('page.noOrganizationHint')} />
      </MetricsRoot>
    );
  }
  return (
    <MetricsRoot testId="metrics-page">
      {header}
      <KeyFigures scope={scope} currentMonth={currentMonth} />
      {/* What a member may change is known before the sections that change things show. */}
      {write.isLoading || share.isLoading ? (
        <SectionLoading />
      ) : (
        <>
          {/* The marketing channels' figures are entered on the marketing page. */}
          <MonthForm scope={scope} currentMonth={currentMonth} canWrite={write.allowed} only={isOnMetricsPage} />
          <MetricSeriesPanel scope={scope} currentMonth={currentMonth} />
          <CustomMetricsPanel scope={scope} canWrite={write.allowed} />
          {write.allowed ? <CsvImport scope={scope} currentMonth={currentMonth} /> : null}
          <ConsentPanel scope={scope} canShare={share.allowed} />
        </>
      )}
    </MetricsRoot>
  );
}
