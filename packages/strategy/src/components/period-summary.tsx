import { errorCode } from '@fikrspace/errors';
import { useState } from 'react';
import { useDeleteStrategicPeriod } from '../api/delete-strategic-period';
import { CONFIDENCES, confidenceCounts, type ObjectiveView, type PeriodSummary as Period } from '../model';
import { ConfirmRemove } from './confirm-remove';
import { PeriodForm } from './period-form';
import { ProgressBar } from './progress-bar';
import { StrategySection } from './strategy-section';
import type { StrategyPermissions } from './use-strategy-permissions';
import { useStrategyFormat } from './use-strategy-format';
import { useStrategyTranslation } from './use-strategy-translation';

/**
 * The period shown, rolled up: its dates, its progress (the mean of its objectives', from the
 * database), and how many key results stand at each confidence, counted in words.
 */
export function PeriodSummary({ period, objectives, can, onRemoved }: { period: Period; objectives: readonly ObjectiveView[]; can: StrategyPermissions; onRemoved: () => void }) {
  const { t } = useStrategyTranslation();
  const format = useStrategyFormat();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteStrategicPeriod({ mutationConfig: { onSuccess: onRemoved, onError: () => undefined } });
  const counts = confidenceCounts(objectives);
  const valueText = period.progress === null ? t('period.noProgress') : t('period.progressText', { percent: format.progress(period.progress), count: period.objectives });
  // A period that still holds objectives is kept by the database; say what to do rather than fail quietly.
  const holdsRows = errorCode(remove.error) === 'VALIDATION_ERROR';
  return (
    <StrategySection
      title={period.name}
      description={t('period.dates', { start: format.day(period.starts_on), end: format.day(period.ends_on) })}
      testId="strategy-period"
      actions={
        <div className="flex flex-wrap gap-2">
          {can.strategic_periods.update ? (
            <button type="button" className="secondary-button text-sm" aria-expanded={editing} onClick={() => setEditing((open) => !open)} aria-label={t('actions.named', { action: t('actions.edit'), name: period.name })}>
              {t('actions.edit')}
            </button>
          ) : null}
          {can.strategic_periods.delete ? <ConfirmRemove name={period.name} pending={remove.isPending} onConfirm={() => remove.mutate({ organizationId: period.organization_id, id: period.id })} /> : null}
        </div>
      }
    >
      {editing ? <PeriodForm organizationId={period.organization_id} period={period} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} /> : null}
      {remove.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {holdsRows ? t('period.holdsObjectives') : t('period.removeRefused')}
        </p>
      ) : null}
      <ProgressBar label={t('period.progress')} progress={period.progress} valueText={valueText} size="lg" testId="strategy-period-progress" />
      <dl className="grid gap-2 text-sm sm:grid-cols-3" aria-label={t('period.byConfidence')}>
        {CONFIDENCES.map((confidence) => (
          <div key={confidence} className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
            <dt className="text-slate-600 dark:text-slate-300">{t(`confidence.${confidence}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`strategy-confidence-${confidence}`}>
              {counts[confidence]}
            </dd>
          </div>
        ))}
      </dl>
    </StrategySection>
  );
}
