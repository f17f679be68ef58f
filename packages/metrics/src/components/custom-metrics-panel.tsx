import { errorMessage } from '@fikrspace/errors';
import { ErrorPanel } from '@fikrspace/ui';
import { useState } from 'react';
import { useAddCustomMetric } from '../api/add-custom-metric';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import { useRemoveCustomMetric } from '../api/remove-custom-metric';
import { useUpdateCustomMetric } from '../api/update-custom-metric';
import { customMetricKey, isCustomMetric, type CustomMetricValues } from '../custom-metrics';
import type { MetricsScope } from '../keys';
import { isMarketingMetric } from '../marketing';
import type { MetricDefinition } from '../model';
import { ConfirmDialog } from './confirm-dialog';
import { CustomMetricForm } from './custom-metric-form';
import { Notice, Section, SectionEmpty, SectionLoading } from './section';
import { useMetricsTranslation } from './use-metrics-translation';

export interface CustomMetricsPanelProps {
  scope: MetricsScope;
  /** The member's role writes metrics: otherwise the list is shown, not changed. */
  canWrite: boolean;
}

/**
 * The company's own metrics (its marketing channels' aside, which the marketing page manages):
 * each with its unit and how it adds up, renamed or described in place, removed after a
 * confirmation that says its values go too (a submitted month's stay in the corrections log).
 */
export function CustomMetricsPanel({ scope, canWrite }: CustomMetricsPanelProps) {
  const { t } = useMetricsTranslation();
  const definitions = useMetricDefinitions(scope);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MetricDefinition | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Refusals show beside the form or in the dialog, so no toast repeats them.
  const quiet = { mutationConfig: { onError: () => undefined } };
  const add = useAddCustomMetric(quiet);
  const update = useUpdateCustomMetric(quiet);
  const remove = useRemoveCustomMetric(quiet);
  const own = (definitions.data ?? []).filter((definition) => isCustomMetric(definition) && !isMarketingMetric(definition));

  const onAdd = (values: CustomMetricValues) => {
    setNotice(null);
    const key = customMetricKey(values.name, (definitions.data ?? []).map((definition) => definition.key));
    const description = values.description.trim() || null;
    add.mutate(
      { ...scope, key, name: values.name.trim(), description, unit: values.unit, currencyCode: values.unit === 'currency' ? values.currencyCode.trim().toUpperCase() : null, aggregation: values.aggregation },
      { onSuccess: (metric) => setNotice(t('custom.added', { name: metric.name })) },
    );
  };
  const onUpdate = (metric: MetricDefinition) => (values: CustomMetricValues) =>
    update.mutate({ ...scope, key: metric.key, name: values.name.trim(), description: values.description.trim() || null }, { onSuccess: () => setEditing(null) });
  const onRemove = () => {
    if (!removing) return;
    remove.mutate(
      { ...scope, key: removing.key },
      {
        onSuccess: () => {
          setNotice(t('custom.removed', { name: removing.name }));
          setRemoving(null);
        },
      },
    );
  };

  return (
    <Section title={t('custom.title')} description={t('custom.description')} testId="custom-metrics">
      {definitions.isError ? (
        <ErrorPanel error={definitions.error} headingLevel={3} onTryAgain={() => void definitions.refetch()} />
      ) : !definitions.data ? (
        <SectionLoading />
      ) : (
        <>
          {own.length === 0 ? (
            <SectionEmpty>{t('custom.empty')}</SectionEmpty>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800" data-testid="custom-metric-list">
              {own.map((metric) => (
                <li key={metric.key} className="flex flex-col gap-2 p-3" data-testid="custom-metric">
                  {editing === metric.key ? (
                    <CustomMetricForm metric={metric} busy={update.isPending} error={update.error} onSave={onUpdate(metric)} onCancel={() => setEditing(null)} />
                  ) : (
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h3 className="text-sm font-semibold" dir="auto">
                          {metric.name}
                        </h3>
                        <p className="text-xs text-slate-600 dark:text-slate-400">
                          {t('custom.summary', { unit: metric.unit === 'currency' ? metric.currency_code : t(`custom.units.${metric.unit}`, { defaultValue: metric.unit }), aggregation: t(`custom.aggregations.${metric.aggregation}`) })}
                        </p>
                        {metric.description ? (
                          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" dir="auto">
                            {metric.description}
                          </p>
                        ) : null}
                      </div>
                      {canWrite ? (
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className="secondary-button"
                            aria-label={t('custom.editLabel', { name: metric.name })}
                            onClick={() => {
                              update.reset();
                              setEditing(metric.key);
                            }}
                          >
                            {t('custom.edit')}
                          </button>
                          <button
                            type="button"
                            className="secondary-button"
                            aria-label={t('custom.removeLabel', { name: metric.name })}
                            onClick={() => {
                              remove.reset();
                              setRemoving(metric);
                            }}
                          >
                            {t('custom.remove')}
                          </button>
                        </div>
                      ) : null}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div aria-live="polite">{notice ? <Notice tone="ok">{notice}</Notice> : null}</div>
          {canWrite ? <CustomMetricForm key={add.isSuccess ? add.submittedAt : 'new'} busy={add.isPending} error={add.error} onSave={onAdd} /> : null}
          {removing ? (
            <ConfirmDialog
              title={t('custom.confirmTitle', { name: removing.name })}
              confirmLabel={t('custom.confirmRemove')}
              cancelLabel={t('custom.cancel')}
              busy={remove.isPending}
              onConfirm={onRemove}
              onCancel={() => setRemoving(null)}
              error={remove.isError ? <Notice tone="error">{errorMessage(remove.error)}</Notice> : null}
            >
              {t('custom.confirmBody')}
            </ConfirmDialog>
          ) : null}
        </>
      )}
    </Section>
  );
}
