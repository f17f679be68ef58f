import { useDraggable } from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { MOVABLE_STAGES, type MovableStage, type RoundInvestor } from '../../funding-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { useFundingFormat } from './use-funding-format';

export interface InvestorCardProps {
  investor: RoundInvestor;
  currency: string;
  today: string;
  /** Whether the caller may move and edit it: write on funding rounds, and an investor not yet recorded. */
  movable: boolean;
  removable: boolean;
  /** A move the card asks for, from its stage list. */
  onMove: (stage: MovableStage) => void;
  onEdit: () => void;
  onRemove: () => void;
  /** What replaces the card's actions: a move's question, or the edit form. */
  children?: ReactNode;
}

/**
 * One investor on the board: amounts, the next step and its date, why they passed. Whoever may
 * write rounds moves it by dragging its handle (mouse, touch, or the keyboard: Space, the arrows,
 * Space) or, on any screen, by its stage list.
 */
export function InvestorCard({ investor, currency, today, movable, removable, onMove, onEdit, onRemove, children }: InvestorCardProps) {
  const { t } = useCapTableTranslation();
  const format = useFundingFormat();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, transform } = useDraggable({ id: investor.id, disabled: !movable });
  const name = investor.investor_name;
  const overdue = investor.next_step_on !== null && investor.next_step_on < today && investor.stage !== 'passed' && investor.stage !== 'closed';
  return (
    <li
      ref={setNodeRef}
      className={`relative flex flex-col gap-2 rounded-xl border bg-white p-3 text-sm shadow-sm dark:bg-slate-900 ${isDragging ? 'z-10 border-brand shadow-lg' : 'border-slate-200 dark:border-slate-700'}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      data-testid="investor-card"
      data-investor={investor.id}
    >
      <div className="flex items-start gap-2">
        {movable ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="-ms-1 cursor-grab touch-none rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800"
            {...attributes}
            {...listeners}
            aria-label={t('fundraising.investor.drag', { name })}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
        <span className="min-w-0 flex-1">
          <span className="block font-medium">
            <bdi>{name}</bdi>
          </span>
          {investor.committed_amount !== null ? (
            <span className="block tabular-nums">{t('fundraising.investor.committedAmount', { amount: format.money(investor.committed_amount, currency) })}</span>
          ) : investor.expected_amount !== null ? (
            <span className="block tabular-nums text-slate-600 dark:text-slate-300">{t('fundraising.investor.expectedAmount', { amount: format.money(investor.expected_amount, currency) })}</span>
          ) : null}
        </span>
      </div>
      {investor.stage === 'passed' && investor.pass_reason ? (
        <p className="text-slate-600 dark:text-slate-300">
          {t('fundraising.investor.passedBecause')} <bdi>{investor.pass_reason}</bdi>
        </p>
      ) : null}
      {investor.stage === 'closed' ? <p className="text-slate-600 dark:text-slate-300">{t('fundraising.investor.recorded')}</p> : null}
      {investor.next_step && investor.stage !== 'passed' && investor.stage !== 'closed' ? (
        <p>
          {t('fundraising.investor.next')} <bdi>{investor.next_step}</bdi>
          {investor.next_step_on ? (
            <span className={`block text-xs tabular-nums ${overdue ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}>
              {overdue ? t('fundraising.investor.overdue', { date: format.date(investor.next_step_on) }) : t('fundraising.investor.due', { date: format.date(investor.next_step_on) })}
            </span>
          ) : null}
        </p>
      ) : null}
      {investor.contact_email ? (
        <a className="truncate text-xs underline" href={`mailto:${investor.contact_email}`} dir="ltr">
          {investor.contact_email}
        </a>
      ) : null}
      {children ?? (
        <>
          {movable ? (
            <label className="flex flex-col gap-1 text-xs">
              {t('fundraising.investor.stage')}
              <select
                className="text-field"
                value={investor.stage}
                aria-label={t('fundraising.investor.stageOf', { name })}
                onChange={(event) => onMove(event.target.value as MovableStage)}
                data-testid="investor-stage"
              >
                {MOVABLE_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {t(`fundraising.stages.${stage}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {movable || removable ? (
            <span className="flex flex-wrap gap-2">
              {movable ? (
                <button type="button" className="secondary-button" onClick={onEdit} aria-label={t('fundraising.named', { action: t('fundraising.edit'), name })}>
                  {t('fundraising.edit')}
                </button>
              ) : null}
              {removable ? (
                confirmingRemoval ? (
                  <span className="flex flex-wrap items-center gap-2" role="group" aria-label={t('fundraising.investor.removeNamed', { name })}>
                    <button type="button" className="secondary-button" onClick={onRemove}>
                      {t('fundraising.investor.confirmRemove')}
                    </button>
                    <button type="button" className="secondary-button" onClick={() => setConfirmingRemoval(false)}>
                      {t('fundraising.cancel')}
                    </button>
                  </span>
                ) : (
                  <button type="button" className="secondary-button" onClick={() => setConfirmingRemoval(true)} aria-label={t('fundraising.named', { action: t('fundraising.remove'), name })}>
                    {t('fundraising.remove')}
                  </button>
                )
              ) : null}
            </span>
          ) : null}
        </>
      )}
    </li>
  );
}
