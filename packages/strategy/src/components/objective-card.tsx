import { useState } from 'react';
import { useDeleteObjective } from '../api/delete-objective';
import type { ObjectiveView, StrategicObjective, StrategyMember } from '../model';
import { ConfirmRemove } from './confirm-remove';
import { KeyResultForm } from './key-result-form';
import { KeyResultRow } from './key-result-row';
import { ObjectiveForm } from './objective-form';
import { ProgressBar } from './progress-bar';
import type { StrategyPermissions } from './use-strategy-permissions';
import { useStrategyFormat } from './use-strategy-format';
import { useStrategyTranslation } from './use-strategy-translation';

/**
 * An objective: who owns it, the strategic objective it serves, its progress (its key results'
 * mean, from the database) and its key results; the controls the matrix allows.
 */
export function ObjectiveCard({
  objective,
  strategicObjectives,
  members,
  can,
}: {
  objective: ObjectiveView;
  strategicObjectives: readonly StrategicObjective[];
  members: readonly StrategyMember[];
  can: StrategyPermissions;
}) {
  const { t } = useStrategyTranslation();
  const format = useStrategyFormat();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteObjective();
  const owner = members.find((member) => member.userId === objective.owner_id)?.name;
  const serves = strategicObjectives.find((strategic) => strategic.id === objective.strategic_objective_id)?.title;
  const progressText =
    objective.progress === null ? t('objectives.noProgress') : t('objectives.progressText', { percent: format.progress(objective.progress), count: objective.keyResults.length });
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-labelledby={`objective-${objective.id}`} data-testid="strategy-objective">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`objective-${objective.id}`} className="text-base font-semibold">
            {objective.title}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {owner ? t('objectives.ownedBy', { name: owner }) : t('objectives.noOwner')}
            {serves ? ` · ${t('objectives.serves', { title: serves })}` : ''}
          </p>
          {objective.description ? <p className="mt-1 text-sm">{objective.description}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {can.objectives.update ? (
            <button type="button" className="secondary-button text-sm" aria-expanded={editing} onClick={() => setEditing((open) => !open)} aria-label={t('actions.named', { action: t('actions.edit'), name: objective.title })}>
              {t('actions.edit')}
            </button>
          ) : null}
          {can.objectives.delete && can.key_results.delete ? (
            <ConfirmRemove
              name={objective.title}
              warning={objective.keyResults.length ? t('objectives.removeWarning') : undefined}
              pending={remove.isPending}
              onConfirm={() => remove.mutate({ organizationId: objective.organization_id, id: objective.id })}
            />
          ) : null}
        </div>
      </header>
      {editing ? (
        <ObjectiveForm
          organizationId={objective.organization_id}
          periodId={objective.period_id}
          strategicObjectives={strategicObjectives}
          members={members}
          objective={objective}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <ProgressBar label={t('objectives.progress')} progress={objective.progress} valueText={progressText} size="lg" testId="strategy-objective-progress" />
      {objective.keyResults.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('objectives.noKeyResults')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('objectives.keyResultsOf', { name: objective.title })}>
          {objective.keyResults.map((keyResult) => (
            <KeyResultRow key={keyResult.id} keyResult={keyResult} can={can} />
          ))}
        </ul>
      )}
      {can.key_results.create ? (
        adding ? (
          <KeyResultForm organizationId={objective.organization_id} objectiveId={objective.id} onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        ) : (
          <button type="button" className="secondary-button self-start text-sm" onClick={() => setAdding(true)} aria-label={t('actions.named', { action: t('keyResults.add'), name: objective.title })}>
            {t('keyResults.add')}
          </button>
        )
      ) : null}
    </article>
  );
}
