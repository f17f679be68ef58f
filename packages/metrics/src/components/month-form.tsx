import { ErrorPanel } from '@fikrspace/ui';
import { useId, useMemo, useState } from 'react';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import { useMetricPeriods } from '../api/get-metric-periods';
import { useMetricSeries } from '../api/get-metric-series';
import type { MetricsScope } from '../keys';
import { isReported, type MetricDefinition, type MetricPeriod } from '../model';
import { monthChoices, monthToFill, type MonthChoice } from '../month-choices';
import { DraftMonthForm } from './draft-month-form';
import { LockedMonthValues } from './locked-month-values';
import { Section, SectionLoading } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface MonthFormProps {
  scope: MetricsScope;
  currentMonth: string;
  /** The member's role writes metrics (`metrics write`): otherwise the month is shown, not edited. */
  canWrite: boolean;
  /** The metrics this form enters, when not every reported one (a marketing page's channels). */
  only?: (definition: MetricDefinition) => boolean;
  /** The section's title and description, when not the metrics page's. */
  title?: string;
  description?: string;
}

/**
 * One month's figures: every metric the company reports, for the month chosen (by default the
 * latest one still to submit). A draft month is edited and, once it has ended, submitted with a
 * confirmation; a submitted month changes only through a correction with a reason.
 */
export function MonthForm({ scope, currentMonth, canWrite, only, title, description }: MonthFormProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const selectId = useId();
  const definitions = useMetricDefinitions(scope);
  const periods = useMetricPeriods(scope);
  const [month, setMonth] = useState<string | null>(null);
  const failed = definitions.isError ? definitions : periods.isError ? periods : null;
  const choices = periods.data ? monthChoices(periods.data, currentMonth) : [];
  // The month to fill is chosen once, when the months arrive: submitting it must not move the form
  // to another month under the member's eyes.
  if (month === null && periods.data) setMonth(monthToFill(choices, currentMonth));
  const choice = choices.find((candidate) => candidate.period === month);
  const statusText = (candidate: MonthChoice) => (candidate.status === 'submitted' ? t('form.statusSubmittedShort') : candidate.status === 'draft' ? t('form.statusDraft') : t('form.statusEmpty'));

  return (
    <Section title={title ?? t('form.title')} description={canWrite ? (description ?? t('form.description')) : t('form.readOnly')} testId="month-form">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !definitions.data || !periods.data || !month || !choice ? (
        <SectionLoading />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <label htmlFor={selectId} className="flex flex-col gap-1 text-sm font-medium">
              {t('form.month')}
              <select id={selectId} className="text-field" value={month} onChange={(event) => setMonth(event.target.value)} data-testid="month-select">
                {choices.map((candidate) => (
                  <option key={candidate.period} value={candidate.period}>
                    {t('form.monthOption', { month: format.month(candidate.period), status: statusText(candidate) })}
                  </option>
                ))}
              </select>
            </label>
            <MonthStatus choice={choice} period={periods.data.find((candidate) => candidate.period === month)} />
          </div>
          <MonthValues key={month} scope={scope} choice={choice} definitions={only ? definitions.data.filter(only) : definitions.data} canWrite={canWrite} />
        </>
      )}
    </Section>
  );
}

function MonthStatus({ choice, period }: { choice: MonthChoice; period: MetricPeriod | undefined }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const text =
    choice.status === 'submitted' && period?.submitted_at
      ? t('form.statusSubmitted', { date: format.date(period.submitted_at) })
      : choice.status === 'draft'
        ? t('form.statusDraftLong')
        : t('form.statusEmptyLong');
  const tone = choice.status === 'submitted' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200' : 'bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200';
  return (
    <p role="status" className={`rounded-full px-3 py-1 text-sm font-medium ${tone}`} data-testid="month-status">
      {text}
    </p>
  );
}

/** The chosen month's values (the series function, which also gives what it derives from them). */
function MonthValues({ scope, choice, definitions, canWrite }: { scope: MetricsScope; choice: MonthChoice; definitions: readonly MetricDefinition[]; canWrite: boolean }) {
  const values = useMetricSeries(scope, { from: choice.period, to: choice.period });
  // Kept between renders while the answer is the same, so the form resets only when it changes.
  const saved = useMemo(() => new Map((values.data ?? []).filter((point) => point.period === choice.period).map((point) => [point.metric_key, point.value])), [values.data, choice.period]);
  const reported = useMemo(() => definitions.filter(isReported), [definitions]);
  const derived = useMemo(() => definitions.filter((definition) => !isReported(definition) && saved.has(definition.key)), [definitions, saved]);
  if (values.isError) return <ErrorPanel error={values.error} headingLevel={3} onTryAgain={() => void values.refetch()} />;
  // A month switch shows the new month's values only, never the previous month's for a moment.
  if (!values.data || values.isPlaceholderData) return <SectionLoading />;
  return choice.status === 'submitted' || !canWrite ? (
    <LockedMonthValues scope={scope} choice={choice} reported={reported} derived={derived} saved={saved} canCorrect={canWrite && choice.status === 'submitted'} />
  ) : (
    <DraftMonthForm scope={scope} choice={choice} reported={reported} derived={derived} saved={saved} />
  );
}
