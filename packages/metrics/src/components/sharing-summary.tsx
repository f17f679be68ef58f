import { Link } from '@fikrspace/router';
import { ErrorPanel } from '@fikrspace/ui';
import { useState } from 'react';
import { useDataShareGrantees } from '../api/get-data-share-grantees';
import { useDataShares } from '../api/get-data-shares';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import type { MetricsScope } from '../keys';
import { Section, SectionEmpty, SectionLoading } from './section';
import { useGrantTexts } from './use-grant-texts';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface SharingSummaryProps {
  scope: MetricsScope;
  /** Where grants are changed (the portal's metrics page, its consent section). */
  manageHref: string;
}

/**
 * Who can see the company's figures, in brief: each live grant's organization, what it gives and
 * when it last looked. It reads what the consent panel reads, so the two share their requests.
 */
export function SharingSummary({ scope, manageHref }: SharingSummaryProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const definitions = useMetricDefinitions(scope);
  const shares = useDataShares(scope);
  const names = useDataShareGrantees(scope);
  const texts = useGrantTexts(definitions.data ?? [], names.data ?? []);
  const [now] = useState(() => Date.now());
  const failed = definitions.isError ? definitions : shares.isError ? shares : null;
  const live = (shares.data ?? []).filter((share) => !share.expires_at || Date.parse(share.expires_at) > now);

  const manage = (
    <Link to={manageHref} className="text-sm font-medium text-slate-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand dark:text-white">
      {t('sharing.manage')}
    </Link>
  );
  return (
    <Section title={t('sharing.title')} actions={manage} testId="sharing-summary">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !definitions.data || !shares.data || names.isPending ? (
        <SectionLoading />
      ) : live.length === 0 ? (
        <SectionEmpty>{t('sharing.empty')}</SectionEmpty>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="sharing-grants">
          {live.map((share) => {
            const facts = { allMetrics: share.all_metrics, metricKeys: share.metric_keys };
            return (
              <li key={share.id} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
                <span className="text-sm font-semibold text-slate-900 dark:text-slate-100" dir="auto">
                  {texts.grantee(share.grantee_organization_id)}
                </span>
                <span className="text-sm text-slate-700 dark:text-slate-300">{texts.metrics(facts)}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {share.last_viewed_at ? t('sharing.lastViewed', { date: format.date(share.last_viewed_at) }) : t('consent.neverViewed')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
