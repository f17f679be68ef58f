import { useAppStore } from '@fikrspace/app-store';
import { FinancialPanel } from '@fikrspace/metrics/components/financial-panel';
import { KeyFigures } from '@fikrspace/metrics/components/key-figures';
import { MetricsRoot } from '@fikrspace/metrics/components/metrics-root';
import { useMetricsTranslation } from '@fikrspace/metrics/components/use-metrics-translation';
import { monthOf } from '@fikrspace/metrics/months';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useMemo, useState } from 'react';

/**
 * The startup's financials: the latest month's key figures, then revenue, MRR, margin, cash,
 * burn, runway, MRR growth, burn multiple and funds raised over 6, 12 or 24 months against the
 * months before, by month, quarter or year. Read-only: figures are entered on the metrics page.
 */
export default function FinancialPage() {
  const { t } = useMetricsTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
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
    </MetricsRoot>
  );
}
