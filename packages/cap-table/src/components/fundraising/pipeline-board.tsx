import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useId, useState, type ReactNode } from 'react';
import { useDeleteRoundInvestor } from '../../api/delete-round-investor';
import { useMoveRoundInvestor } from '../../api/move-round-investor';
import { ROUND_INVESTOR_STAGES, canMove, moveNeeds, pipelineColumns, type FundingRound, type MovableStage, type RoundInvestor, type RoundInvestorStage } from '../../funding-model';
import { isoDate } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { columnKeyboardCoordinates } from './column-keyboard';
import { Heading } from './funding-field';
import { InvestorCard } from './investor-card';
import { InvestorForm } from './investor-form';
import { MovePrompt } from './move-prompt';
import { useFundingFormat } from './use-funding-format';

/** The pointer's column when there is a pointer; otherwise (the keyboard) the column the card overlaps. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

interface PendingMove {
  investorId: string;
  stage: MovableStage;
  need: 'passReason' | 'committedAmount';
}

/**
 * A round's pipeline as a board, one column per stage. Whoever may write rounds moves an investor
 * by dragging it (mouse, touch or keyboard) or with its stage list; a move to `passed` asks why,
 * a commitment without an amount asks how much, both on the card before anything is sent. The
 * `closed` column is closing's: nothing is dropped there. On a narrow screen the board scrolls
 * sideways inside its own region.
 */
export function PipelineBoard({ round, investors, canWrite, canDelete, level }: { round: FundingRound; investors: readonly RoundInvestor[]; canWrite: boolean; canDelete: boolean; level: number }) {
  const { t } = useCapTableTranslation();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const move = useMoveRoundInvestor();
  const remove = useDeleteRoundInvestor();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }));
  const columns = pipelineColumns(investors);
  const today = isoDate(new Date());
  const byId = new Map(investors.map((investor) => [investor.id, investor]));
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.investor_name ?? '';
  const stageName = (id: UniqueIdentifier) => t(`fundraising.stages.${String(id)}`);

  const requestMove = (investor: RoundInvestor, stage: RoundInvestorStage) => {
    if (stage === investor.stage || stage === 'closed' || !canMove(round, investor)) return;
    const need = moveNeeds(investor, stage);
    setEditing(null);
    if (need) setPending({ investorId: investor.id, stage, need });
    else move.mutate({ organizationId: round.organization_id, roundId: round.id, id: investor.id, stage });
  };
  const confirmPending = (value: string) => {
    if (!pending) return;
    const { investorId, stage, need } = pending;
    setPending(null);
    move.mutate({
      organizationId: round.organization_id,
      roundId: round.id,
      id: investorId,
      stage,
      ...(need === 'passReason' ? { passReason: value } : { committedAmount: Number(value) }),
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const investor = byId.get(String(active.id));
    if (investor && over) requestMove(investor, over.id as RoundInvestorStage);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('fundraising.dnd.picked', { name: nameOf(active.id), stage: stageName(byId.get(String(active.id))?.stage ?? '') }),
    onDragOver: ({ active, over }) => (over ? t('fundraising.dnd.over', { name: nameOf(active.id), stage: stageName(over.id) }) : t('fundraising.dnd.outside', { name: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('fundraising.dnd.dropped', { name: nameOf(active.id), stage: stageName(over.id) }) : t('fundraising.dnd.droppedOutside', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('fundraising.dnd.cancelled', { name: nameOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('fundraising.dnd.instructions') } }}
    >
      <div role="region" aria-label={t('fundraising.pipeline.board')} tabIndex={0} className="flex gap-3 relative overflow-x-auto pb-2 outline-none focus-visible:ring-2 focus-visible:ring-brand" data-testid="pipeline-board">
        {ROUND_INVESTOR_STAGES.map((stage) => (
          <PipelineColumn key={stage} stage={stage} count={columns[stage].length} droppable={canWrite && round.status !== 'closed' && stage !== 'closed'} level={level} currency={round.currency} investors={columns[stage]}>
            {columns[stage].map((investor) => {
              const movable = canWrite && canMove(round, investor);
              const prompt = pending?.investorId === investor.id ? pending : null;
              return (
                <InvestorCard
                  key={investor.id}
                  investor={investor}
                  currency={round.currency}
                  today={today}
                  movable={movable}
                  removable={canDelete && investor.stage !== 'closed'}
                  onMove={(next) => requestMove(investor, next)}
                  onEdit={() => {
                    setPending(null);
                    setEditing(investor.id);
                  }}
                  onRemove={() => remove.mutate({ id: investor.id, organizationId: round.organization_id })}
                >
                  {prompt ? (
                    <MovePrompt need={prompt.need} investorName={investor.investor_name} suggestedAmount={investor.expected_amount} onConfirm={confirmPending} onCancel={() => setPending(null)} />
                  ) : editing === investor.id ? (
                    <InvestorForm organizationId={round.organization_id} roundId={round.id} investor={investor} onDone={() => setEditing(null)} />
                  ) : undefined}
                </InvestorCard>
              );
            })}
          </PipelineColumn>
        ))}
      </div>
    </DndContext>
  );
}

function PipelineColumn({
  stage,
  count,
  droppable,
  level,
  currency,
  investors,
  children,
}: {
  stage: RoundInvestorStage;
  count: number;
  droppable: boolean;
  level: number;
  currency: string;
  investors: readonly RoundInvestor[];
  children: ReactNode;
}) {
  const { t } = useCapTableTranslation();
  const format = useFundingFormat();
  const id = useId();
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: !droppable });
  const total = investors.reduce((sum, investor) => sum + (investor.committed_amount ?? investor.expected_amount ?? 0), 0);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={id}
      className={`flex w-64 shrink-0 flex-col gap-2 rounded-2xl border p-2 ${isOver ? 'border-brand bg-brand/10' : 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/40'}`}
      data-testid="pipeline-column"
      data-stage={stage}
    >
      <header className="flex flex-col px-1">
        <Heading level={level} id={id} className="text-sm font-semibold">
          {t(`fundraising.stages.${stage}`)}
          <span className="ms-1 font-normal text-slate-600 dark:text-slate-300">({count})</span>
        </Heading>
        {total > 0 ? <span className="text-xs tabular-nums text-slate-600 dark:text-slate-300">{format.money(total, currency)}</span> : null}
      </header>
      {count === 0 ? <p className="px-1 text-xs text-slate-600 dark:text-slate-300">{t('fundraising.pipeline.emptyColumn')}</p> : <ul className="flex flex-col gap-2">{children}</ul>}
    </section>
  );
}
