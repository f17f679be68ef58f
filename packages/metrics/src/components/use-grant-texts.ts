import { useMemo } from 'react';
import type { GranteeCandidate, MetricDefinition } from '../model';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/** What a grant gives, as the consent screen words it. */
export interface GrantFacts {
  allMetrics: boolean;
  metricKeys: readonly string[];
  periodFrom: string | null;
  periodTo: string | null;
  expiresAt: string | null;
}

/**
 * The consent screen's sentences about a grant, in the reader's language: its grantee (named
 * through the candidates function, the only way a startup may read another organization's name),
 * the metrics it gives as a list, its months and its end.
 */
export function useGrantTexts(definitions: readonly MetricDefinition[], candidates: readonly GranteeCandidate[]) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  return useMemo(() => {
    const names = new Map(candidates.map((candidate) => [candidate.id, candidate]));
    const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
    const list = new Intl.ListFormat(format.language, { type: 'conjunction' });
    return {
      grantee: (id: string) => names.get(id)?.name ?? t('consent.unnamed'),
      granteeType: (id: string) => {
        const type = names.get(id)?.organization_type;
        return type ? t(`consent.types.${type}`, { defaultValue: type }) : null;
      },
      isGovernment: (id: string) => names.get(id)?.organization_type === 'government',
      metrics: ({ allMetrics, metricKeys }: Pick<GrantFacts, 'allMetrics' | 'metricKeys'>) =>
        allMetrics ? t('consent.allMetrics') : list.format(metricKeys.map((key) => (byKey.has(key) ? format.name(byKey.get(key)!) : key))),
      months: ({ periodFrom, periodTo }: Pick<GrantFacts, 'periodFrom' | 'periodTo'>) =>
        periodFrom && periodTo
          ? t('consent.monthsBetween', { from: format.month(periodFrom), to: format.month(periodTo) })
          : periodFrom
            ? t('consent.monthsFrom', { from: format.month(periodFrom) })
            : periodTo
              ? t('consent.monthsUntil', { to: format.month(periodTo) })
              : t('consent.allMonths'),
      expiry: ({ expiresAt }: Pick<GrantFacts, 'expiresAt'>, now: number) =>
        !expiresAt ? t('consent.noExpiry') : Date.parse(expiresAt) <= now ? t('consent.expired', { date: format.date(expiresAt) }) : t('consent.expires', { date: format.date(expiresAt) }),
    };
  }, [definitions, candidates, format, t]);
}

export type GrantTexts = ReturnType<typeof useGrantTexts>;
