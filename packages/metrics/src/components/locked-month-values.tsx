import { useState } from 'react';
import type { MetricsScope } from '../keys';
import type { MetricDefinition } from '../model';
import type { MonthChoice } from '../month-choices';
import { CorrectionForm } from './correction-form';
import { Notice } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface MonthValuesProps {
  scope: MetricsScope;
  choice: MonthChoice;
  /** The metrics the company reports, in the catalogue's order. */
  reported: readonly MetricDefinition[];
  /** The metrics the database derived for the month. */
  derived: readonly MetricDefinition[];
  /** The month's values by metric key. */
  saved: ReadonlyMap<string, number>;
}

/** What the platform computed from the month's values (runway, MRR growth, burn multiple), never typed in. */
export function DerivedValues({ derived, saved }: Pick<MonthValuesProps, 'derived' | 'saved'>) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  if (derived.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t('form.derived')}</h3>
      <dl className="grid gap-2 sm:grid-cols-3">
        {derived.map((definition) => (
          <div key={definition.key} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{format.name(definition)}</dt>
            <dd className="font-medium tabular-nums">{format.value(saved.get(definition.key)!, definition)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A month shown, not edited: a submitted one, or any one to a member who may not write metrics.
 * A member who may corrects a submitted month's value, one at a time, with a reason.
 */
export function LockedMonthValues({ scope, choice, reported, derived, saved, canCorrect }: MonthValuesProps & { canCorrect: boolean }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [corrected, setCorrected] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {canCorrect ? <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.lockedHint')}</p> : null}
      <div aria-live="polite">{corrected ? <Notice tone="ok">{t('correction.saved', { metric: corrected })}</Notice> : null}</div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800" data-testid="locked-values">
        {reported.map((definition) => {
          const value = saved.get(definition.key);
          const name = format.name(definition);
          return (
            <li key={definition.key} className="flex flex-col gap-2 px-3 py-2" data-testid={`locked-${definition.key}`}>
              <div className="flex flex-wrap items-center gap-3">
                <span className="min-w-0 flex-1 text-sm text-slate-700 dark:text-slate-300">{name}</span>
                <span className="text-sm font-medium tabular-nums">{value === undefined ? t('form.noValue') : format.value(value, definition)}</span>
                {canCorrect && correcting !== definition.key ? (
                  <button
                    type="button"
                    className="secondary-button"
                    aria-label={t('correction.openNamed', { metric: name })}
                    onClick={() => {
                      setCorrecting(definition.key);
                      setCorrected(null);
                    }}
                  >
                    {t('correction.open')}
                  </button>
                ) : null}
              </div>
              {correcting === definition.key ? (
                <CorrectionForm
                  scope={scope}
                  period={choice.period}
                  definition={definition}
                  current={value}
                  onDone={(done) => {
                    setCorrecting(null);
                    if (done) setCorrected(name);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <DerivedValues derived={derived} saved={saved} />
    </div>
  );
}
