import { useState } from 'react';
import { useDeleteRoundScenario } from '../../api/delete-round-scenario';
import type { ScenarioRow } from '../../round-scenario-model';
import { parseScenarioTerms } from '../../round-scenario-schema';
import { LedgerSection } from '../ledger/ledger-section';
import { useLedgerFormat } from '../ledger/use-ledger-format';
import { useCapTableTranslation } from '../use-cap-table-translation';

interface ScenarioListProps {
  organizationId: string;
  scenarios: readonly ScenarioRow[];
  selectedId: string | null;
  compareIds: readonly string[];
  canCalculate: boolean;
  onOpen: (id: string | null) => void;
  onToggleCompare: (id: string) => void;
}

/** The saved scenarios: open one to edit or convert it, tick several to compare them, remove one not yet converted. */
export function ScenarioList({ organizationId, scenarios, selectedId, compareIds, canCalculate, onOpen, onToggleCompare }: ScenarioListProps) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const remove = useDeleteRoundScenario();
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <LedgerSection
      title={t('modeler.list.title')}
      description={t('modeler.list.description')}
      testId="modeler-scenarios"
      actions={
        <button type="button" className="secondary-button" onClick={() => onOpen(null)} aria-pressed={selectedId === null} data-testid="modeler-new">
          {t('modeler.list.new')}
        </button>
      }
    >
      {scenarios.length === 0 ? (
        <p className="p-4 text-sm text-slate-600 dark:text-slate-300">{t('modeler.list.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {scenarios.map((scenario) => {
            const terms = parseScenarioTerms(scenario.terms);
            const selected = scenario.id === selectedId;
            return (
              <li key={scenario.id} className={`flex flex-wrap items-center gap-3 px-4 py-3 ${selected ? 'bg-slate-50 dark:bg-slate-800/60' : ''}`} data-testid="modeler-scenario">
                <div className="min-w-48 flex-1">
                  <p className="font-medium">
                    <bdi>{scenario.name}</bdi>
                    {selected ? <span className="sr-only"> {t('modeler.list.open')}</span> : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {terms ? t('modeler.list.terms', { money: format.money(terms.newMoney), preMoney: format.money(terms.preMoneyValuation) }) : t('modeler.list.unreadable')}
                    {' · '}
                    {scenario.converted_on ? t('modeler.list.converted', { date: format.date(scenario.converted_on) }) : t('modeler.list.draft')}
                  </p>
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={compareIds.includes(scenario.id)} onChange={() => onToggleCompare(scenario.id)} disabled={!terms} />
                  {t('modeler.list.compare')}
                  <span className="sr-only">
                    <bdi>{scenario.name}</bdi>
                  </span>
                </label>
                <button type="button" className="secondary-button" onClick={() => onOpen(scenario.id)} aria-label={t('modeler.list.openNamed', { name: scenario.name })} disabled={!terms}>
                  {t('modeler.list.openAction')}
                </button>
                {canCalculate && !scenario.converted_at ? (
                  removing === scenario.id ? (
                    <span role="group" aria-label={t('modeler.list.confirmRemove', { name: scenario.name })} className="flex gap-2">
                      <button
                        type="button"
                        className="primary-button"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate({ organizationId, id: scenario.id }, { onSettled: () => setRemoving(null), onSuccess: () => (selected ? onOpen(null) : undefined) })}
                      >
                        {t('modeler.list.remove')}
                      </button>
                      <button type="button" className="secondary-button" onClick={() => setRemoving(null)}>
                        {t('modeler.convert.cancel')}
                      </button>
                    </span>
                  ) : (
                    <button type="button" className="secondary-button" onClick={() => setRemoving(scenario.id)} aria-label={t('modeler.list.removeNamed', { name: scenario.name })}>
                      {t('modeler.list.remove')}
                    </button>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </LedgerSection>
  );
}
