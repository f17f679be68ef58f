import { errorMessage } from '@fikrspace/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CUSTOM_DESCRIPTION_MAX_LENGTH, CUSTOM_METRIC_AGGREGATIONS, CUSTOM_METRIC_UNITS, CUSTOM_NAME_MAX_LENGTH, customMetricSchema, type CustomMetricValues } from '../custom-metrics';
import type { MetricDefinition } from '../model';
import { Notice } from './section';
import { useMetricsTranslation } from './use-metrics-translation';

export interface CustomMetricFormProps {
  /** The metric to rename or describe; a new metric when absent. */
  metric?: MetricDefinition;
  busy: boolean;
  /** The database's refusal of the last try, shown beside the fields. */
  error: unknown;
  onSave: (values: CustomMetricValues) => void;
  onCancel?: () => void;
}

/**
 * A metric of the company's own (react-hook-form, checked by zod as the table checks it): its
 * name, what it means, and for a new one its unit (a currency by its ISO code, a count or a
 * percentage) and how its months add up. A metric's unit and aggregation stay once it exists,
 * since its values were reported by them.
 */
export function CustomMetricForm({ metric, busy, error, onSave, onCancel }: CustomMetricFormProps) {
  const { t } = useMetricsTranslation();
  const id = useId();
  const form = useForm<CustomMetricValues>({
    resolver: zodResolver(customMetricSchema),
    defaultValues: {
      name: metric?.name ?? '',
      description: metric?.description ?? '',
      unit: metric?.unit === 'currency' || metric?.unit === 'percent' ? metric.unit : 'count',
      currencyCode: metric?.currency_code ?? 'USD',
      aggregation: metric?.aggregation ?? 'sum',
    },
  });
  const { errors } = form.formState;
  const unit = form.watch('unit');
  const problem = (field: keyof CustomMetricValues) => {
    const message = errors[field]?.message;
    return message ? (
      <span id={`${id}-${field}-error`} className="text-xs text-red-700 dark:text-red-300">
        {t(`custom.problems.${message}`)}
      </span>
    ) : null;
  };
  const described = (field: keyof CustomMetricValues) => ({ 'aria-invalid': !!errors[field] || undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined });

  return (
    <form
      onSubmit={form.handleSubmit(onSave)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4 dark:border-slate-800 dark:bg-slate-950/40"
      data-testid={metric ? 'custom-metric-edit-form' : 'custom-metric-form'}
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {metric ? t('custom.editTitle', { name: metric.name }) : t('custom.addTitle')}
      </h3>
      <label className="flex flex-col gap-1 text-sm">
        {t('custom.name')}
        <input className="text-field" dir="auto" maxLength={CUSTOM_NAME_MAX_LENGTH} autoComplete="off" {...described('name')} {...form.register('name')} />
        {problem('name')}
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('custom.descriptionField')}
        <textarea className="text-field" dir="auto" rows={2} maxLength={CUSTOM_DESCRIPTION_MAX_LENGTH} {...described('description')} {...form.register('description')} />
        {problem('description')}
      </label>
      {metric ? null : (
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('custom.unit')}
            <select className="text-field" {...form.register('unit')}>
              {CUSTOM_METRIC_UNITS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`custom.units.${choice}`)}
                </option>
              ))}
            </select>
          </label>
          {unit === 'currency' ? (
            <label className="flex flex-col gap-1 text-sm">
              {t('custom.currencyCode')}
              <input className="text-field uppercase" dir="ltr" maxLength={3} autoComplete="off" {...described('currencyCode')} {...form.register('currencyCode')} />
              {problem('currencyCode')}
            </label>
          ) : null}
          <label className="flex flex-col gap-1 text-sm">
            {t('custom.aggregation')}
            <select className="text-field" {...form.register('aggregation')}>
              {CUSTOM_METRIC_AGGREGATIONS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`custom.aggregations.${choice}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {error ? <Notice tone="error">{errorMessage(error)}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="primary-button" disabled={busy}>
          {busy ? t('custom.saving') : metric ? t('custom.saveChanges') : t('custom.add')}
        </button>
        {onCancel ? (
          <button type="button" className="secondary-button" onClick={onCancel}>
            {t('custom.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
