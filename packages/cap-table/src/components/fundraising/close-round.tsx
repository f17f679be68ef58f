import { errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { useCloseFundingRound } from '../../api/close-funding-round';
import { closeBlocker, type RoundInvestor, type RoundSummary } from '../../funding-model';
import { isoDate } from '../../ledger-model';
import { isCalendarDay } from '../../calendar-day';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { Refusal } from './funding-field';
import { useFundingFormat } from './use-funding-format';

/**
 * Closes an open round after saying what it records: each committed investor's security in the
 * ledger, dated the closing day. The database checks the round again and the ledger checks every
 * row; its refusal is shown here with the reason, and nothing is recorded.
 */
export function CloseRound({ round, investors }: { round: RoundSummary; investors: readonly RoundInvestor[] }) {
  const { t } = useCapTableTranslation();
  const format = useFundingFormat();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const [closedOn, setClosedOn] = useState(() => isoDate(new Date()));
  const close = useCloseFundingRound();
  const blocker = closeBlocker(round, investors);
  if (blocker === 'notOpen') return null;
  const committed = investors.filter((investor) => investor.stage === 'committed');
  const amount = committed.reduce((sum, investor) => sum + (investor.committed_amount ?? 0), 0);
  const kind = t(round.instrument === 'priced_equity' ? 'fundraising.close.asShares' : 'fundraising.close.asConvertibles');

  if (!confirming) {
    return (
      <div className="flex flex-col items-start gap-1">
        <button type="button" className="primary-button" disabled={blocker !== null} aria-describedby={blocker ? hintId : undefined} onClick={() => setConfirming(true)} data-testid="close-round">
          {t('fundraising.close.action')}
        </button>
        {blocker ? (
          <span id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
            {t(`fundraising.close.blocked.${blocker}`)}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('fundraising.close.confirmLabel', { name: round.name })} className="flex w-full flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/60" data-testid="close-round-confirm">
      <p>{t('fundraising.close.confirm', { count: committed.length, amount: format.money(amount, round.currency), kind })}</p>
      <label className="flex max-w-xs flex-col gap-1">
        {t('fundraising.close.closedOn')}
        <input type="date" dir="ltr" className="text-field" value={closedOn} onChange={(event) => setClosedOn(event.target.value)} />
      </label>
      {close.isError ? <Refusal reason={errorMessage(close.error)} testId="close-round-refusal" /> : null}
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          className="primary-button"
          disabled={close.isPending || !isCalendarDay(closedOn)}
          onClick={() =>
            close.mutate(
              { organizationId: round.organization_id, roundId: round.id, closedOn },
              {
                onSuccess: (rows) => {
                  toast({ title: t('fundraising.close.closed', { count: rows.length, name: round.name }), variant: 'success' });
                  setConfirming(false);
                },
              },
            )
          }
        >
          {close.isPending ? t('fundraising.close.closing') : t('fundraising.close.confirmAction')}
        </button>
        <button type="button" className="secondary-button" onClick={() => setConfirming(false)}>
          {t('fundraising.cancel')}
        </button>
      </span>
    </div>
  );
}
