import { useState } from 'react';
import type { ObjectiveView, StrategicObjective, StrategyMember } from '../model';
import { ObjectiveCard } from './objective-card';
import { ObjectiveForm } from './objective-form';
import { StrategySection } from './strategy-section';
import type { StrategyPermissions } from './use-strategy-permissions';
import { useStrategyTranslation } from './use-strategy-translation';

/** The period's objectives, each with its key results, and the form that adds one for whoever may. */
export function ObjectivesSection({
  organizationId,
  periodId,
  objectives,
  strategicObjectives,
  members,
  can,
}: {
  organizationId: string;
  periodId: string;
  objectives: readonly ObjectiveView[];
  strategicObjectives: readonly StrategicObjective[];
  members: readonly StrategyMember[];
  can: StrategyPermissions;
}) {
  const { t } = useStrategyTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <StrategySection
      title={t('objectives.title')}
      description={t('objectives.description')}
      testId="strategy-objectives"
      actions={
        can.objectives.create && !adding ? (
          <button type="button" className="primary-button text-sm" onClick={() => setAdding(true)}>
            {t('objectives.add')}
          </button>
        ) : null
      }
    >
      {adding ? (
        <div className="flex flex-col gap-2">
          <ObjectiveForm organizationId={organizationId} periodId={periodId} strategicObjectives={strategicObjectives} members={members} onDone={() => setAdding(false)} />
          <button type="button" className="secondary-button self-start text-sm" onClick={() => setAdding(false)}>
            {t('actions.cancel')}
          </button>
        </div>
      ) : null}
      {objectives.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('objectives.empty')}</p> : null}
      {objectives.map((objective) => (
        <ObjectiveCard key={objective.id} objective={objective} strategicObjectives={strategicObjectives} members={members} can={can} />
      ))}
    </StrategySection>
  );
}
