import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { FundraisingPanel } from '@fikrspace/cap-table/components/fundraising/fundraising-panel';
import { FinancesPanel } from '@fikrspace/metrics/components/finances-panel';
import { MetricsRoot } from '@fikrspace/metrics/components/metrics-root';
import { SectionLoading } from '@fikrspace/metrics/components/section';
import { monthOf } from '@fikrspace/metrics/months';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Fikr Money (/fikrspace/portal/money): the company's rounds and their investor pipeline (Fikr
 * Cap's fundraising), then its budget against actuals, cash flow and runway (the metrics'
 * finances). Each part reads and writes by its own resource of the matrix (funding_rounds,
 * metrics), so a member may see one and not change the other.
 */
export default function MoneyPage() {
  const { t } = useTranslation('portal');
  const organization = useAppStore((state) => state.organization);
  const organizationId = organization?.id ?? null;
  const write = usePermission('metrics', 'write');
  const exportFigures = usePermission('metrics', 'export');
  const [currentMonth] = useState(() => monthOf(new Date()));
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10" data-testid="money-page">
      <PageHeader title={t('routes.money.title')} description={t('money.description')} />
      {organizationId && scope ? (
        <>
          <FundraisingPanel organizationId={organizationId} />
          <section aria-labelledby="money-finances-title" className="flex flex-col gap-4">
            <header>
              <h2 id="money-finances-title" className="text-xl font-semibold">
                {t('money.finances')}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('money.financesDescription')}</p>
            </header>
            <MetricsRoot>
              {write.isLoading || exportFigures.isLoading ? (
                <SectionLoading />
              ) : (
                <FinancesPanel scope={scope} currentMonth={currentMonth} organizationName={organization?.name ?? ''} canWrite={write.allowed} canExport={exportFigures.allowed} />
              )}
            </MetricsRoot>
          </section>
        </>
      ) : (
        <EmptyState title={t('money.noOrganization')} description={t('money.noOrganizationHint')} />
      )}
    </div>
  );
}
