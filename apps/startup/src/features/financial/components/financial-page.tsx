import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { FinancesPanel } from '@fikrspace/metrics/components/finances-panel';
import { FinancialPanel } from '@fikrspace/metrics/components/financial-panel';
import { KeyFigures } from '@fikrspace/metrics/components/key-figures';
import { MetricsRoot } from '@fikrspace/metrics/components/metrics-root';
import { SectionLoading } from '@fikrspace/metrics/components/section';
import { useMetricsTranslation } from '@fikrspace/metrics/components/use-metrics-translation';
import { monthOf } from '@fikrspace/metrics/months';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useMemo, useState } from 'react';

/**
 * The startup's financials: the latest month's key figures, then revenue, MRR, margin, cash,
 * burn, runway, MRR growth, burn multiple and funds raised over 6, 12 or 24 months against the
 * months before, by month, quarter or year; then the budget against actuals, the cash flow and
 * runway scenarios. Figures are entered on the metrics page; the budget here, by members whose
 * role writes metrics, and downloaded by those whose role exports them.
 */
export default function FinancialPage() {
  const { t } = useMetricsTranslation();
  const organization = useAppStore((state) => state.organization);
  const organizationId = organization?.id ?? null;
  const write = usePermission('metrics', 'write');
  const exportFigures = usePermission('metrics', 'export');
  const [currentMonth] = useState(() => monthOf(new Date()));
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);

  const header = <PageHeader title={t('financial.pageTitle')} description={t('financial.pageDescription')} />;
  if (!scope) {
    return (
      <MetricsRoot>
        {header}
        <EmptyState title={t('page.noOrganization')} description={t('page.noOrganizationHint')} />
      </MetricsRoot>
    );
  }
  return (
    <MetricsRoot testId="financial-page">
      {header}
      <KeyFigures scope={scope} currentMonth={currentMonth} elsewhere />
      <FinancialPanel scope={scope} currentMonth={currentMonth} />
      {/* What a member may change is known before the budget offers it. */}
      {write.isLoading || exportFigures.isLoading ? (
        <SectionLoading />
      ) : (
        <FinancesPanel scope={scope} currentMonth={currentMonth} organizationName={organization?.name ?? ''} canWrite={write.allowed} canExport={exportFigures.allowed} />
      )}
    </MetricsRoot>
  );
}
