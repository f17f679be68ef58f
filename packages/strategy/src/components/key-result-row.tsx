import { useState } from 'react';
import { useDeleteKeyResult } from '../api/delete-key-result';
import type { KeyResultView } from '../model';
import { CheckInForm } from './check-in-form';
import { CheckInHistory } from './check-in-history';
import { ConfirmRemove } from './confirm-remove';
import { KeyResultForm } from './key-result-form';
import { ProgressBar } from './progress-bar';
import type { StrategyPermissions } from './use-strategy-permissions';
import { useStrategyFormat } from './use-strategy-format';
import { useStrategyTranslation } from './use-strategy-translation';

type Open = 'none' | 'check-in' | 'history' | 'edit';

/**
 * One key result: its progress as a bar and in words (where it stands, from where, to where), its
 * confidence as a word, the metric it follows; check in, read its history, change or remove it,
 * each only where the matrix allows.
 */
export function KeyResultRow({ keyResult, can }: { keyResult: KeyResultView; can: StrategyPermissions }) {
  const { t } = useStrategyTranslation();
  const format = useStrategyFormat();
  const [open, setOpen] = useState<Open>('none');
  const remove = useDeleteKeyResult();
  const toggle = (panel: Open) => setOpen((current) => (current === panel ? 'none' : panel));
  const valueText = t('keyResults.progressText', {
    current: format.value(keyResult.current_value, keyResult.unit),
    target: format.value(keyResult.target_value, keyResult.unit),
    start: format.value(keyResult.start_value, keyResult.unit),
    percent: format.progress(keyResult.progress),
  });
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0 dark:border-slate-800" data-testid="strategy-key-result">
      <ProgressBar label={keyResult.title} progress={keyResult.progress} valueText={valueText} />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full border border-slate-300 px-2 py-0.5 dark:border-slate-700" data-testid="strategy-confidence">
          {t(`confidence.${keyResult.confidence}`)}
        </span>
        {keyResult.metric_key ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800" title={t('keyResults.followsHint', { metric: t(`metrics.${keyResult.metric_key}`, { defaultValue: keyResult.metric_key }) })}>
            {t('keyResults.follows', { metric: t(`metrics.${keyResult.metric_key}`, { defaultValue: keyResult.metric_key }) })}
          </span>
        ) : null}
        <span className="ms-auto flex flex-wrap gap-2">
          {can.key_results.update ? (
            <button type="button" className="secondary-button text-sm" aria-expanded={open === 'check-in'} onClick={() => toggle('check-in')} aria-label={t('actions.named', { action: t('keyResults.checkIn'), name: keyResult.title })}>
              {t('keyResults.checkIn')}
            </button>
          ) : null}
          <button type="button" className="secondary-button text-sm" aria-expanded={open === 'history'} onClick={() => toggle('history')} aria-label={t('actions.named', { action: t(open === 'history' ? 'keyResults.hideHistory' : 'keyResults.history'), name: keyResult.title })}>
            {t(open === 'history' ? 'keyResults.hideHistory' : 'keyResults.history')}
          </button>
          {can.key_results.update ? (
            <button type="button" className="secondary-button text-sm" aria-expanded={open === 'edit'} onClick={() => toggle('edit')} aria-label={t('actions.named', { action: t('actions.edit'), name: keyResult.title })}>
              {t('actions.edit')}
            </button>
          ) : null}
          {can.key_results.delete ? <ConfirmRemove name={keyResult.title} pending={remove.isPending} onConfirm={() => remove.mutate({ organizationId: keyResult.organization_id, id: keyResult.id })} /> : null}
        </span>
      </div>
      {open === 'check-in' ? <CheckInForm keyResult={keyResult} onDone={() => setOpen('history')} onCancel={() => setOpen('none')} /> : null}
      {open === 'history' ? <CheckInHistory keyResult={keyResult} /> : null}
      {open === 'edit' ? <KeyResultForm organizationId={keyResult.organization_id} objectiveId={keyResult.objective_id} keyResult={keyResult} onDone={() => setOpen('none')} onCancel={() => setOpen('none')} /> : null}
    </li>
  );
}
