import { useAppStore } from '@fikrspace/app-store';
import { SharedPitchDecks } from '@fikrspace/cap-table/components/shared-pitch-decks';
import { useMetricSharesWithMe } from '@fikrspace/metrics/api/get-metric-shares-with-me';
import { MetricSeriesPanel } from '@fikrspace/metrics/components/metric-series-panel';
import { MetricsRoot } from '@fikrspace/metrics/components/metrics-root';
import { SectionLoading } from '@fikrspace/metrics/components/section';
import { SharedCompanyChooser } from '@fikrspace/metrics/components/shared-company-chooser';
import { useMetricsTranslation } from '@fikrspace/metrics/components/use-metrics-translation';
import { monthOf } from '@fikrspace/metrics/months';
import { EmptyState, ErrorPanel, PageHeader } from '@fikrspace/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The startups that share their figures with the investor's organization, and the figures each
 * one grants: exactly the metrics and months of its grant, read afresh on every visit, so a
 * revoked grant shows nothing from the next read on. Below them, the pitch decks startups share
 * with the organization (the cap table context's section). The directory of listed startups
 * joins this page when it is built.
 */
export default function SharedCompaniesPage() {
  const { t } = useTranslation('investor');
  const metricTexts = useMetricsTranslation();
  const viewer = useAppStore((state) => state.organization?.id ?? null);
  const shares = useMetricSharesWithMe(viewer);
  const [chosen, setChosen] = useState<string | null>(null);
  const [currentMonth] = useState(() => monthOf(new Date()));
  const companies = shares.data ?? [];
  const selected = companies.find((company) => company.organization_id === chosen) ?? companies[0] ?? null;
  const scope = useMemo(() => (viewer && selected ? { viewerOrganizationId: viewer, organizationId: selected.organization_id } : null), [viewer, selected]);

  return (
    <MetricsRoot testId="shared-companies-page">
      <PageHeader title={t('sharedCompanies.title')} description={t('sharedCompanies.description')} />
      {shares.isError ? (
        <ErrorPanel error={shares.error} headingLevel={2} onTryAgain={() => void shares.refetch()} />
      ) : !shares.data ? (
        <SectionLoading />
      ) : companies.length === 0 || !scope || !selected ? (
        <EmptyState title={t('sharedCompanies.empty')} description={t('sharedCompanies.emptyHint')} />
      ) : (
        <>
          <SharedCompanyChooser companies={companies} selected={selected} onChoose={setChosen} />
          <MetricSeriesPanel
            key={selected.organization_id}
            scope={scope}
            currentMonth={currentMonth}
            onlyKeys={selected.all_metrics ? undefined : selected.metric_keys}
            description={metricTexts.t('shared.description', { name: selected.organization_name })}
          />
        </>
      )}
      <SharedPitchDecks />
    </MetricsRoot>
  );
}
