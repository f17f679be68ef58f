import { useState } from 'react';
import type { RoundSummary } from '../../funding-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { Heading } from './funding-field';
import { useFundingFormat } from './use-funding-format';

const STATUS_STYLE: Record<RoundSummary['status'], string> = {
  planning: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  open: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  closed: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  cancelled: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

/**
 * One round: its status and instrument in words, what is committed of its target as a bar and in
 * figures, its terms and timeline, and the actions its caller may take.
 */
export function RoundCard({
  round,
  selected,
  level,
  canWrite,
  canDelete,
  onSelect,
  onEdit,
  onRemove,
}: {
  round: RoundSummary;
  selected: boolean;
  level: number;
  canWrite: boolean;
  canDelete: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useCapTableTranslation();
  const format = useFundingFormat();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const money = (value: number | null) => format.money(value, round.currency);
  const terms =
    round.instrument === 'priced_equity'
      ? [round.pre_money_valuation !== null ? t('fundraising.round.preMoneyIs', { value: money(round.pre_money_valuation) }) : null, round.price_per_share !== null ? t('fundraising.round.priceIs', { value: format.price(round.price_per_share, round.currency) }) : null]
      : [
          round.valuation_cap !== null ? t('fundraising.round.capIs', { value: money(round.valuation_cap) }) : null,
          round.discount_percent !== null ? t('fundraising.round.discountIs', { value: format.percent(round.discount_percent) }) : null,
          round.interest_rate_percent !== null ? t('fundraising.round.interestIs', { value: format.percent(round.interest_rate_percent) }) : null,
        ];
  return (
    <li className={`flex flex-col gap-3 rounded-2xl border bg-white p-4 dark:bg-slate-900 ${selected ? 'border-brand ring-1 ring-brand' : 'border-slate-200 dark:border-slate-800'}`} data-testid="round-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading level={level} className="text-base font-semibold">
            <bdi>{round.name}</bdi>
          </Heading>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t(`fundraising.instruments.${round.instrument}`)}</p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[round.status]}`} data-testid="round-status">
          {t(`fundraising.statuses.${round.status}`)}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <span
          role="progressbar"
          aria-label={t('fundraising.round.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={round.progressPercent}
          aria-valuetext={t('fundraising.round.progress', { committed: money(round.committed), target: money(round.target_amount) })}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <span className="block h-full rounded-full bg-brand" style={{ width: `${round.progressPercent}%` }} />
        </span>
        <span className="text-sm tabular-nums">
          {t('fundraising.round.progress', { committed: money(round.committed), target: money(round.target_amount) })} · {format.percent(round.progressPercent)}
        </span>
        {round.inPipeline > 0 ? <span className="text-xs tabular-nums text-slate-600 dark:text-slate-300">{t('fundraising.round.inPipeline', { value: money(round.inPipeline) })}</span> : null}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600 dark:text-slate-300">{t('fundraising.round.opensOn')}: </dt>
          <dd className="inline tabular-nums">{format.date(round.opens_on)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600 dark:text-slate-300">{round.status === 'closed' ? t('fundraising.round.closedOn') : t('fundraising.round.targetCloseOn')}: </dt>
          <dd className="inline tabular-nums">{format.date(round.status === 'closed' ? round.closed_on : round.target_close_on)}</dd>
        </div>
      </dl>
      {terms.some(Boolean) ? <p className="text-xs text-slate-600 dark:text-slate-300">{terms.filter(Boolean).join(' · ')}</p> : null}
      <span className="flex flex-wrap gap-2">
        <button type="button" className="secondary-button" aria-pressed={selected} onClick={onSelect} aria-label={t('fundraising.named', { action: t('fundraising.round.pipeline', { count: round.investors }), name: round.name })}>
          {t('fundraising.round.pipeline', { count: round.investors })}
        </button>
        {canWrite && round.status !== 'closed' ? (
          <button type="button" className="secondary-button" onClick={onEdit} aria-label={t('fundraising.named', { action: t('fundraising.edit'), name: round.name })}>
            {t('fundraising.edit')}
          </button>
        ) : null}
        {canDelete ? (
          confirmingRemoval ? (
            <span className="flex flex-wrap items-center gap-2" role="group" aria-label={t('fundraising.round.removeNamed', { name: round.name })}>
              <span className="text-xs">{t('fundraising.round.confirmRemoveText')}</span>
              <button type="button" className="secondary-button" onClick={onRemove}>
                {t('fundraising.round.confirmRemove')}
              </button>
              <button type="button" className="secondary-button" onClick={() => setConfirmingRemoval(false)}>
                {t('fundraising.cancel')}
              </button>
            </span>
          ) : (
            <button type="button" className="secondary-button" onClick={() => setConfirmingRemoval(true)} aria-label={t('fundraising.named', { action: t('fundraising.remove'), name: round.name })}>
              {t('fundraising.remove')}
            </button>
          )
        ) : null}
      </span>
    </li>
  );
}
