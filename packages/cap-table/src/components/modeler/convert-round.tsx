import { errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { useConvertRoundScenario } from '../../api/convert-round-scenario';
import { isCalendarDay } from '../../calendar-day';
import type { CapTableSnapshot } from '../../ledger-model';
import type { RoundModel } from '../../maths/round-types';
import { conversionPayload, type ScenarioRow } from '../../round-scenario-model';
import type { ScenarioTerms } from '../../round-scenario-schema';
import { LedgerSection } from '../ledger/ledger-section';
import { useLedgerFormat } from '../ledger/use-ledger-format';
import { useCapTableTranslation } from '../use-cap-table-translation';

interface ConvertRoundProps {
  organizationId: string;
  scenario: ScenarioRow;
  terms: ScenarioTerms;
  model: RoundModel;
  snapshot: CapTableSnapshot;
}

/**
 * Turns a saved scenario into the ledger's transactions: each convertible's conversion, each
 * investor's shares in the class chosen here, and the pool's top-up on the plan chosen here, all
 * dated the closing day. The database records all of it or none, and refuses if the table has
 * changed since the round was modeled.
 */
export function ConvertRound({ organizationId, scenario, terms, model, snapshot }: ConvertRoundProps) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const id = useId();
  const classes = [...snapshot.classes].sort((a, b) => Number(b.shareClass.class_type === 'preferred') - Number(a.shareClass.class_type === 'preferred') || b.shareClass.seniority - a.shareClass.seniority);
  const [shareClassId, setShareClassId] = useState(classes[0]?.shareClass.id ?? '');
  const [equityPlanId, setEquityPlanId] = useState(snapshot.plans[0]?.id ?? '');
  const [effectiveOn, setEffectiveOn] = useState(terms.closingDate);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const convert = useConvertRoundScenario();
  const needsPlan = model.pool.topUpShares > 0;

  const check = (): string | null => {
    if (!shareClassId) return t('modeler.convert.noClass');
    if (needsPlan && !equityPlanId) return t('modeler.convert.noPlan');
    if (!isCalendarDay(effectiveOn)) return t('modeler.problems.date');
    return null;
  };

  const run = () => {
    const refused = check();
    setProblem(refused);
    if (refused) return setConfirming(false);
    convert.mutate(
      {
        organizationId,
        scenarioId: scenario.id,
        effectiveOn,
        shareClassId,
        equityPlanId: needsPlan ? equityPlanId : null,
        fullyDilutedBefore: snapshot.totals.fullyDiluted,
        result: conversionPayload(model, terms),
      },
      {
        onSuccess: (outcome) => {
          setConfirming(false);
          toast({ title: t('modeler.convert.done', { name: scenario.name, count: outcome.issued + outcome.converted }), variant: 'success' });
        },
        onError: (error) => {
          setConfirming(false);
          setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <LedgerSection title={t('modeler.convert.title')} description={t('modeler.convert.description')} testId="modeler-convert">
      <div className="flex flex-col gap-3 p-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('modeler.convert.shareClass')}
            <select className="text-field" value={shareClassId} onChange={(event) => setShareClassId(event.target.value)} data-testid="modeler-convert-class">
              <option value="">{t('ledger.form.choose')}</option>
              {classes.map(({ shareClass }) => (
                <option key={shareClass.id} value={shareClass.id}>
                  {shareClass.name}
                </option>
              ))}
            </select>
          </label>
          {needsPlan ? (
            <label className="flex flex-col gap-1 text-sm">
              {t('modeler.convert.plan')}
              <select className="text-field" value={equityPlanId} onChange={(event) => setEquityPlanId(event.target.value)}>
                <option value="">{t('ledger.form.choose')}</option>
                {snapshot.plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="flex flex-col gap-1 text-sm">
            {t('modeler.convert.effectiveOn')}
            <input type="date" className="text-field" value={effectiveOn} onChange={(event) => setEffectiveOn(event.target.value)} />
          </label>
        </div>
        <p id={`${id}-summary`} className="text-sm text-slate-700 dark:text-slate-200">
          {t('modeler.convert.summary', {
            conversions: model.conversions.length,
            investors: model.investors.length,
            topUp: format.shares(model.pool.topUpShares),
            date: format.date(effectiveOn),
          })}
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="modeler-convert-problem">
            {problem}
          </p>
        ) : null}
        {confirming ? (
          <div role="group" aria-label={t('modeler.convert.confirmLabel')} className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            <span>{t('modeler.convert.confirmText')}</span>
            <button type="button" className="primary-button" onClick={run} disabled={convert.isPending} data-testid="modeler-convert-confirm" aria-describedby={`${id}-summary`}>
              {t('modeler.convert.confirm')}
            </button>
            <button type="button" className="secondary-button" onClick={() => setConfirming(false)}>
              {t('modeler.convert.cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="primary-button self-start"
            onClick={() => {
              const refused = check();
              setProblem(refused);
              setConfirming(!refused);
            }}
            data-testid="modeler-convert-start"
          >
            {t('modeler.convert.start')}
          </button>
        )}
      </div>
    </LedgerSection>
  );
}
