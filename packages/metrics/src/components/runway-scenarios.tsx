import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorPanel } from '@fikrspace/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useMetricPeriods } from '../api/get-metric-periods';
import { useMetricSeries } from '../api/get-metric-series';
import { scenarioOf, scenarioSchema, type ScenarioFields } from '../budget-schema';
import type { MetricsScope } from '../keys';
import { BASE_SCENARIO, fundingMonthChoices, projectRunway, runwayBasis, type RunwayBasis, type RunwayProjection } from '../runway-model';
import { indexSeries, seriesQueryFor } from '../series';
import { z } from '../zod';
import { Section, SectionEmpty, SectionLoading } from './section';
import { useBudgetFormat } from './use-budget-format';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

type ScenariosForm = { scenarios: ScenarioFields[] };

/**
 * How long the cash lasts from the latest submitted month: as the company runs now, and in two
 * scenarios the founders adjust (burn up or down, revenue growth, a round and its month), side by
 * side. Read from the metric series and the months' states; nothing is saved.
 */
export function RunwayScenarios({ scope, currentMonth }: { scope: MetricsScope; currentMonth: string }) {
  const { t } = useMetricsTranslation();
  const series = useMetricSeries(scope, seriesQueryFor(12, currentMonth));
  const periods = useMetricPeriods(scope);
  const failed = series.isError ? series : periods.isError ? periods : null;
  const basis = useMemo(() => (series.data && periods.data ? runwayBasis(indexSeries(series.data), periods.data) : null), [series.data, periods.data]);
  return (
    <Section title={t('runway.title')} description={t('runway.description')} testId="runway-scenarios">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !series.data || !periods.data ? (
        <SectionLoading />
      ) : !basis ? (
        <SectionEmpty>{t('runway.empty')}</SectionEmpty>
      ) : (
        <Scenarios basis={basis} />
      )}
    </Section>
  );
}

function Scenarios({ basis }: { basis: RunwayBasis }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const money = useBudgetFormat();
  const schema = useMemo(() => z.object({ scenarios: z.array(scenarioSchema(format.decimal)) }), [format.decimal]);
  const form = useForm<ScenariosForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      scenarios: [
        { burnChangePercent: format.editable(-20), revenueGrowthPercent: '', fundingAmount: '', fundingMonth: '' },
        { burnChangePercent: '', revenueGrowthPercent: format.editable(5), fundingAmount: '', fundingMonth: '' },
      ],
    },
  });
  const typed = useWatch({ control: form.control, name: 'scenarios' });
  const base = projectRunway(basis, BASE_SCENARIO);
  const projections = typed.map((fields) => {
    const scenario = scenarioOf(fields, format.decimal);
    return scenario ? projectRunway(basis, scenario) : null;
  });
  const names = [t('runway.base'), t('runway.scenario', { number: 1 }), t('runway.scenario', { number: 2 })];
  const columns = [base, ...projections];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="runway-basis">
        {t('runway.basis', { count: basis.burnMonths, month: format.month(basis.month), cash: money.money(basis.cash), burn: money.money(basis.burn), revenue: money.money(basis.revenue) })}
      </p>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((position) => (
          <ScenarioFieldset key={position} form={form} position={position} legend={names[position + 1]!} basis={basis} />
        ))}
      </form>
      <div role="region" aria-label={t('runway.tableCaption')} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand dark:border-slate-800">
        <table className="w-full min-w-max border-collapse text-sm" data-testid="runway-table">
          <caption className="px-3 py-2 text-start text-sm font-medium text-slate-700 dark:text-slate-300">{t('runway.tableCaption')}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <td />
              {names.map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-end font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            <ResultRow label={t('runway.startingBurn')} columns={columns} render={(projection) => money.money(projection.startingBurn)} />
            <ResultRow label={t('runway.runway')} columns={columns} render={(projection) => <RunwayText projection={projection} />} testId="runway-months" />
            <ResultRow
              label={t('runway.cashZero')}
              columns={columns}
              render={(projection) => (projection.outcome.kind === 'runsOut' ? format.month(projection.outcome.cashZeroMonth) : t('runway.never'))}
              testId="runway-cash-zero"
            />
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RunwayText({ projection }: { projection: RunwayProjection }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const { outcome } = projection;
  if (outcome.kind === 'notBurning') return <>{t('runway.notBurning')}</>;
  if (outcome.kind === 'beyondHorizon') return <>{t('runway.beyond', { years: outcome.horizonMonths / 12 })}</>;
  return <>{format.value(outcome.months, { unit: 'months', currency_code: null })}</>;
}

function ResultRow({ label, columns, render, testId }: { label: string; columns: ReadonlyArray<RunwayProjection | null>; render: (projection: RunwayProjection) => ReactNode; testId?: string }) {
  const { t } = useMetricsTranslation();
  return (
    <tr data-testid={testId}>
      <th scope="row" className="px-3 py-2 text-start font-medium">
        {label}
      </th>
      {columns.map((projection, position) => (
        <td key={position} className="px-3 py-2 text-end tabular-nums">
          {projection ? render(projection) : <span className="text-red-700 dark:text-red-300">{t('runway.fixFields')}</span>}
        </td>
      ))}
    </tr>
  );
}

function ScenarioFieldset({ form, position, legend, basis }: { form: UseFormReturn<ScenariosForm>; position: number; legend: string; basis: RunwayBasis }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const id = useId();
  const errors = form.formState.errors.scenarios?.[position];
  const input = (name: Exclude<keyof ScenarioFields, 'fundingMonth'>, hint: string) => {
    const problem = errors?.[name]?.message;
    const fieldId = `${id}-${name}`;
    // A round needs its month: the month's field is checked again as the amount changes.
    const checkAlso = name === 'fundingAmount' ? { deps: [`scenarios.${position}.fundingMonth` as const] } : {};
    return (
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={fieldId} className="font-medium">
          {t(`runway.fields.${name}`)}
          <span className="ms-1 text-xs font-normal text-slate-500 dark:text-slate-400">({hint})</span>
        </label>
        <input
          id={fieldId}
          className="text-field text-end tabular-nums"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          aria-invalid={!!problem || undefined}
          aria-describedby={problem ? `${fieldId}-error` : undefined}
          {...form.register(`scenarios.${position}.${name}`, checkAlso)}
        />
        {problem ? (
          <span id={`${fieldId}-error`} className="text-xs text-red-700 dark:text-red-300">
            {t(`runway.problems.${problem}`)}
          </span>
        ) : null}
      </div>
    );
  };
  const monthProblem = errors?.fundingMonth?.message;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={`scenario-${position + 1}`}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {input('burnChangePercent', '%')}
      {input('revenueGrowthPercent', t('runway.perMonth'))}
      {input('fundingAmount', 'USD')}
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-fundingMonth`} className="font-medium">
          {t('runway.fields.fundingMonth')}
        </label>
        <select
          id={`${id}-fundingMonth`}
          className="text-field"
          aria-invalid={!!monthProblem || undefined}
          aria-describedby={monthProblem ? `${id}-fundingMonth-error` : undefined}
          {...form.register(`scenarios.${position}.fundingMonth`)}
        >
          <option value="">{t('runway.noFunding')}</option>
          {fundingMonthChoices(basis).map((month) => (
            <option key={month} value={month}>
              {format.month(month)}
            </option>
          ))}
        </select>
        {monthProblem ? (
          <span id={`${id}-fundingMonth-error`} className="text-xs text-red-700 dark:text-red-300">
            {t(`runway.problems.${monthProblem}`)}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
