import { useState } from 'react';
import { useDeleteStrategicObjective } from '../api/delete-strategic-objective';
import { useDeleteValueStream } from '../api/delete-value-stream';
import { groupBy, meanProgress, type ObjectiveView, type StrategicObjective, type ValueStream } from '../model';
import { ConfirmRemove } from './confirm-remove';
import { ProgressBar } from './progress-bar';
import { StrategicObjectiveForm } from './strategic-objective-form';
import { StrategySection } from './strategy-section';
import type { StrategyPermissions } from './use-strategy-permissions';
import { useStrategyFormat } from './use-strategy-format';
import { useStrategyTranslation } from './use-strategy-translation';
import { ValueStreamForm } from './value-stream-form';

interface MapProps {
  organizationId: string;
  periodId: string;
  valueStreams: readonly ValueStream[];
  strategicObjectives: readonly StrategicObjective[];
  objectives: readonly ObjectiveView[];
  can: StrategyPermissions;
}

/**
 * The organization's value streams, and under each the period's strategic objectives with how far
 * the objectives serving them are (their mean); strategic objectives in no stream come last.
 */
export function StrategyMap({ organizationId, periodId, valueStreams, strategicObjectives, objectives, can }: MapProps) {
  const { t } = useStrategyTranslation();
  const byStream = groupBy(strategicObjectives, (strategic) => strategic.value_stream_id);
  const loose = byStream.get(null) ?? [];
  return (
    <StrategySection title={t('map.title')} description={t('map.description')} testId="strategy-map">
      {valueStreams.length === 0 && strategicObjectives.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('map.empty')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {valueStreams.map((stream) => (
          <StreamColumn key={stream.id} stream={stream} valueStreams={valueStreams} strategicObjectives={byStream.get(stream.id) ?? []} objectives={objectives} can={can} />
        ))}
        {loose.length > 0 ? <StreamColumn valueStreams={valueStreams} strategicObjectives={loose} objectives={objectives} can={can} /> : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {can.value_streams.create ? <ValueStreamForm organizationId={organizationId} /> : null}
        {can.strategic_objectives.create ? <StrategicObjectiveForm organizationId={organizationId} periodId={periodId} valueStreams={valueStreams} /> : null}
      </div>
    </StrategySection>
  );
}

function StreamColumn({
  stream,
  valueStreams,
  strategicObjectives,
  objectives,
  can,
}: {
  stream?: ValueStream;
  valueStreams: readonly ValueStream[];
  strategicObjectives: readonly StrategicObjective[];
  objectives: readonly ObjectiveView[];
  can: StrategyPermissions;
}) {
  const { t } = useStrategyTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteValueStream();
  const name = stream?.name ?? t('map.noStream');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="strategy-stream">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{name}</h3>
          {stream?.description ? <p className="text-sm text-slate-600 dark:text-slate-300">{stream.description}</p> : null}
        </div>
        {stream ? (
          <div className="flex flex-wrap gap-2">
            {can.value_streams.update ? (
              <button type="button" className="secondary-button text-sm" aria-expanded={editing} onClick={() => setEditing((open) => !open)} aria-label={t('actions.named', { action: t('actions.edit'), name: name })}>
                {t('actions.edit')}
              </button>
            ) : null}
            {can.value_streams.delete ? <ConfirmRemove name={name} pending={remove.isPending} onConfirm={() => remove.mutate({ organizationId: stream.organization_id, id: stream.id })} /> : null}
          </div>
        ) : null}
      </div>
      {editing && stream ? <ValueStreamForm organizationId={stream.organization_id} stream={stream} onDone={() => setEditing(false)} /> : null}
      {strategicObjectives.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('map.noStrategic')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {strategicObjectives.map((strategic) => (
            <StrategicObjectiveItem key={strategic.id} strategic={strategic} valueStreams={valueStreams} objectives={objectives.filter((objective) => objective.strategic_objective_id === strategic.id)} can={can} />
          ))}
        </ul>
      )}
    </div>
  );
}

function StrategicObjectiveItem({
  strategic,
  valueStreams,
  objectives,
  can,
}: {
  strategic: StrategicObjective;
  valueStreams: readonly ValueStream[];
  objectives: readonly ObjectiveView[];
  can: StrategyPermissions;
}) {
  const { t } = useStrategyTranslation();
  const format = useStrategyFormat();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteStrategicObjective();
  const progress = meanProgress(objectives.map((objective) => objective.progress));
  const valueText = progress === null ? t('map.noObjectives') : t('map.progressText', { percent: format.progress(progress), count: objectives.length });
  return (
    <li className="flex flex-col gap-2" data-testid="strategy-strategic-objective">
      <ProgressBar label={strategic.title} progress={progress} valueText={valueText} />
      {strategic.description ? <p className="text-sm text-slate-600 dark:text-slate-300">{strategic.description}</p> : null}
      <div className="flex flex-wrap gap-2">
        {can.strategic_objectives.update ? (
          <button type="button" className="secondary-button text-sm" aria-expanded={editing} onClick={() => setEditing((open) => !open)} aria-label={t('actions.named', { action: t('actions.edit'), name: strategic.title })}>
            {t('actions.edit')}
          </button>
        ) : null}
        {can.strategic_objectives.delete ? (
          <ConfirmRemove name={strategic.title} pending={remove.isPending} onConfirm={() => remove.mutate({ organizationId: strategic.organization_id, id: strategic.id })} />
        ) : null}
      </div>
      {editing ? (
        <StrategicObjectiveForm organizationId={strategic.organization_id} periodId={strategic.period_id} valueStreams={valueStreams} strategic={strategic} onDone={() => setEditing(false)} />
      ) : null}
    </li>
  );
}
