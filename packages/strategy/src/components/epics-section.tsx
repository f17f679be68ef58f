import { Fragment, useState } from 'react';
import { useDeleteEpic } from '../api/delete-epic';
import { useUpdateEpic } from '../api/update-epic';
import { EPIC_STATUSES, type Epic, type EpicStatus, type Objective } from '../model';
import { ConfirmRemove } from './confirm-remove';
import { EpicForm } from './epic-form';
import { StrategySection } from './strategy-section';
import type { StrategyPermissions } from './use-strategy-permissions';
import { useStrategyTranslation } from './use-strategy-translation';

const cell = 'px-3 py-2 text-start align-top';
const head = 'px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';

/**
 * The work that moves the period's objectives: each epic with the objective it serves and its
 * status, in words. Whoever may update epics changes a status in place.
 */
export function EpicsSection({ organizationId, epics, objectives, can }: { organizationId: string; epics: readonly Epic[]; objectives: readonly Objective[]; can: StrategyPermissions }) {
  const { t } = useStrategyTranslation();
  const objectiveTitle = new Map(objectives.map((objective) => [objective.id, objective.title]));
  return (
    <StrategySection title={t('epics.title')} description={t('epics.description')} testId="strategy-epics">
      {epics.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('epics.empty')}</p>
      ) : (
        <div role="region" aria-label={t('epics.title')} tabIndex={0} className="relative overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-brand">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('epics.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={head}>
                  {t('epics.epicTitle')}
                </th>
                <th scope="col" className={head}>
                  {t('epics.objective')}
                </th>
                <th scope="col" className={head}>
                  {t('epics.status')}
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">{t('epics.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {epics.map((epic) => (
                <EpicRow key={epic.id} epic={epic} objectiveTitle={epic.objective_id ? (objectiveTitle.get(epic.objective_id) ?? null) : null} objectives={objectives} can={can} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {can.epics.create ? <EpicForm organizationId={organizationId} objectives={objectives} /> : null}
    </StrategySection>
  );
}

function EpicRow({ epic, objectiveTitle, objectives, can }: { epic: Epic; objectiveTitle: string | null; objectives: readonly Objective[]; can: StrategyPermissions }) {
  const { t } = useStrategyTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateEpic({ mutationConfig: { onError: () => undefined } });
  const remove = useDeleteEpic();
  const setStatus = (status: EpicStatus) => update.mutate({ organizationId: epic.organization_id, id: epic.id, changes: { status } });
  return (
    <Fragment>
      <tr className="border-b border-slate-100 dark:border-slate-800" data-testid="strategy-epic">
        <th scope="row" className={`${cell} font-medium`}>
          {epic.title}
          {epic.description ? <p className="font-normal text-slate-600 dark:text-slate-300">{epic.description}</p> : null}
        </th>
        <td className={cell}>{objectiveTitle ?? t('epics.noObjective')}</td>
        <td className={cell}>
          {can.epics.update ? (
            <select
              className="text-field"
              aria-label={t('epics.changeStatus', { name: epic.title })}
              value={epic.status}
              disabled={update.isPending}
              onChange={(event) => setStatus(event.target.value as EpicStatus)}
            >
              {EPIC_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          ) : (
            <span data-testid="strategy-epic-status">{t(`statuses.${epic.status}`)}</span>
          )}
          {update.error ? (
            <p role="alert" className="text-xs text-red-700 dark:text-red-300">
              {t('epics.statusRefused')}
            </p>
          ) : null}
        </td>
        <td className={`${cell} whitespace-nowrap`}>
          <span className="flex flex-wrap justify-end gap-2">
            {can.epics.update ? (
              <button type="button" className="secondary-button text-sm" aria-expanded={editing} onClick={() => setEditing((open) => !open)} aria-label={t('actions.named', { action: t('actions.edit'), name: epic.title })}>
                {t('actions.edit')}
              </button>
            ) : null}
            {can.epics.delete ? <ConfirmRemove name={epic.title} pending={remove.isPending} onConfirm={() => remove.mutate({ organizationId: epic.organization_id, id: epic.id })} /> : null}
          </span>
        </td>
      </tr>
      {editing ? (
        <tr>
          <td colSpan={4} className={cell}>
            <EpicForm organizationId={epic.organization_id} objectives={objectives} epic={epic} onDone={() => setEditing(false)} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
