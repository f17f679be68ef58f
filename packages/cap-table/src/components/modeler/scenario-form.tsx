import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { Holder } from '../../ledger-model';
import { scenarioFormSchema, type ScenarioFormValues, type ScenarioTerms } from '../../round-scenario-schema';
import { useCapTableTranslation } from '../use-cap-table-translation';

interface ScenarioFormProps {
  /** The values the form opens with; a new key (the scenario's id) opens another scenario. */
  initial: ScenarioFormValues;
  stakeholders: readonly Holder[];
  /** The terms as soon as the form holds a complete round, or null, so the result follows the typing. */
  onTermsChange: (terms: ScenarioTerms | null) => void;
  /** Absent when the reader may not save (the matrix's `calculators` `calculate`). */
  onSave?: (values: { name: string; terms: ScenarioTerms }) => void;
  saving?: boolean;
  saveError?: string | null;
  readOnly?: boolean;
  actions?: ReactNode;
}

/**
 * A priced round's terms: the money, the valuation, the pool's top-up (a target share of the
 * company after the round, or a number of shares, before or after the money) and who invests
 * what. Values are kept as typed; each problem is said beside its field.
 */
export function ScenarioForm({ initial, stakeholders, onTermsChange, onSave, saving, saveError, readOnly, actions }: ScenarioFormProps) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const form = useForm<ScenarioFormValues, unknown, ScenarioFormValues & { terms: ScenarioTerms }>({ resolver: zodResolver(scenarioFormSchema), defaultValues: initial, mode: 'onTouched' });
  const investors = useFieldArray({ control: form.control, name: 'investors' });
  const values = useWatch({ control: form.control });
  const poolMode = useWatch({ control: form.control, name: 'poolMode' });
  const errors = form.formState.errors;

  // The watched values are a new object on every render: the result follows what they hold.
  const typed = JSON.stringify(values);
  useEffect(() => {
    const current = JSON.parse(typed) as ScenarioFormValues;
    // The name is not part of the round: an unnamed scenario is still modeled.
    const parsed = scenarioFormSchema.safeParse({ ...current, name: current.name || '-' });
    onTermsChange(parsed.success ? parsed.data.terms : null);
  }, [typed, onTermsChange]);

  const problemId = (field: string) => `${id}-${field.replaceAll('.', '-')}-problem`;
  const messageOf = (field: FieldPath<ScenarioFormValues>): string | undefined => {
    const parts = field.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const problem = (field: FieldPath<ScenarioFormValues>) => {
    const message = messageOf(field);
    return message ? (
      <span id={problemId(field)} className="text-xs text-red-700 dark:text-red-300">
        {t(`modeler.problems.${message}`)}
      </span>
    ) : null;
  };
  const describe = (field: FieldPath<ScenarioFormValues>) => (messageOf(field) ? { 'aria-invalid': true, 'aria-describedby': problemId(field) } : {});
  const field = (name: FieldPath<ScenarioFormValues>, label: string, control: ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex flex-col gap-1">
        {label}
        {control}
      </label>
      {hint ? <span className="text-xs text-slate-600 dark:text-slate-300">{hint}</span> : null}
      {problem(name)}
    </div>
  );
  const input = (name: FieldPath<ScenarioFormValues>, extra: Record<string, unknown> = {}) => (
    <input className="text-field" disabled={readOnly} {...describe(name)} {...form.register(name)} {...extra} />
  );
  const money = { inputMode: 'decimal', autoComplete: 'off' };
  const investorsProblem = errors.investors?.root?.message ?? (errors.investors as { message?: string } | undefined)?.message;

  const submit = form.handleSubmit((checked) => onSave?.({ name: checked.name, terms: checked.terms }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4 p-4" data-testid="modeler-form">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {field('name', t('modeler.form.name'), input('name', { maxLength: 120, 'data-testid': 'modeler-name' }))}
        {field('newMoney', t('modeler.form.newMoney'), input('newMoney', { ...money, 'data-testid': 'modeler-new-money' }))}
        {field('preMoneyValuation', t('modeler.form.preMoney'), input('preMoneyValuation', { ...money, 'data-testid': 'modeler-pre-money' }))}
        {field(
          'poolMode',
          t('modeler.form.poolMode'),
          <select className="text-field" disabled={readOnly} {...form.register('poolMode')} data-testid="modeler-pool-mode">
            <option value="target">{t('modeler.form.poolTarget')}</option>
            <option value="shares">{t('modeler.form.poolShares')}</option>
            <option value="none">{t('modeler.form.poolNone')}</option>
          </select>,
        )}
        {poolMode === 'none'
          ? null
          : field(
              'poolValue',
              poolMode === 'target' ? t('modeler.form.poolPercent') : t('modeler.form.poolTopUpShares'),
              input('poolValue', { inputMode: 'decimal', 'data-testid': 'modeler-pool-value' }),
              poolMode === 'target' ? t('modeler.form.poolPercentHint') : undefined,
            )}
        {poolMode === 'none'
          ? null
          : field(
              'poolTiming',
              t('modeler.form.poolTiming'),
              <select className="text-field" disabled={readOnly} {...form.register('poolTiming')}>
                <option value="pre-money">{t('modeler.form.preMoneyPool')}</option>
                <option value="post-money">{t('modeler.form.postMoneyPool')}</option>
              </select>,
            )}
        {field('closingDate', t('modeler.form.closingDate'), input('closingDate', { type: 'date' }), t('modeler.form.closingDateHint'))}
      </div>

      <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold">{t('modeler.form.investors')}</legend>
        {investors.fields.map((row, index) => (
          <div key={row.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]" data-testid="modeler-investor">
            {field(
              `investors.${index}.stakeholderId`,
              t('modeler.form.existingInvestor'),
              <select className="text-field" disabled={readOnly} {...form.register(`investors.${index}.stakeholderId`)}>
                <option value="">{t('modeler.form.newInvestorOption')}</option>
                {stakeholders.map((holder) => (
                  <option key={holder.id} value={holder.id}>
                    {holder.name}
                  </option>
                ))}
              </select>,
            )}
            {field(`investors.${index}.name`, t('modeler.form.newInvestorName'), input(`investors.${index}.name`, { maxLength: 200, 'data-testid': 'modeler-investor-name' }))}
            {field(`investors.${index}.amount`, t('modeler.form.amount'), input(`investors.${index}.amount`, { ...money, 'data-testid': 'modeler-investor-amount' }))}
            {readOnly || investors.fields.length === 1 ? null : (
              <button type="button" className="secondary-button self-end" onClick={() => investors.remove(index)} aria-label={t('modeler.form.removeInvestor', { number: index + 1 })}>
                {t('modeler.form.remove')}
              </button>
            )}
          </div>
        ))}
        {investorsProblem ? (
          <p className="text-xs text-red-700 dark:text-red-300" role="alert">
            {t(`modeler.problems.${investorsProblem}`)}
          </p>
        ) : null}
        {readOnly || investors.fields.length >= 50 ? null : (
          <button type="button" className="secondary-button self-start" onClick={() => investors.append({ stakeholderId: '', name: '', amount: '' })}>
            {t('modeler.form.addInvestor')}
          </button>
        )}
      </fieldset>

      {saveError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {onSave && !readOnly ? (
          <button type="submit" className="primary-button" disabled={saving} data-testid="modeler-save">
            {t('modeler.form.save')}
          </button>
        ) : null}
        {actions}
      </div>
    </form>
  );
}
