import { useCheckIns } from '../api/get-check-ins';
import type { KeyResult } from '../model';
import { useStrategyFormat } from './use-strategy-format';
import { useStrategyTranslation } from './use-strategy-translation';

/** A key result's check-ins, the latest first, read when the history is opened: what, how sure, who or which month, and why. */
export function CheckInHistory({ keyResult }: { keyResult: KeyResult }) {
  const { t } = useStrategyTranslation();
  const format = useStrategyFormat();
  const checkIns = useCheckIns({ organizationId: keyResult.organization_id, keyResultId: keyResult.id });
  if (checkIns.isPending) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('checkIns.loading')}</p>;
  if (checkIns.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t('checkIns.loadFailed')}{' '}
        <button type="button" className="underline" onClick={() => void checkIns.refetch()}>
          {t('actions.tryAgain')}
        </button>
      </p>
    );
  if (checkIns.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('checkIns.empty')}</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label={t('checkIns.historyOf', { name: keyResult.title })} data-testid="strategy-check-in-history">
      {checkIns.data.map((checkIn) => (
        <li key={checkIn.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800" data-testid="strategy-check-in">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium tabular-nums">{format.value(checkIn.value, keyResult.unit)}</span>
            <span className="text-slate-600 dark:text-slate-300">
              <time dateTime={checkIn.checked_on}>{format.day(checkIn.checked_on)}</time> ·{' '}
              {checkIn.source === 'metric' && checkIn.metric_period
                ? t('checkIns.byMetric', { month: format.month(checkIn.metric_period) })
                : (checkIn.authorName ?? t('checkIns.byUnknown'))}
            </span>
          </div>
          <p className="text-slate-600 dark:text-slate-300">{t(`confidence.${checkIn.confidence}`)}</p>
          {checkIn.comment ? <p className="mt-1 whitespace-pre-line">{checkIn.comment}</p> : null}
        </li>
      ))}
    </ol>
  );
}
