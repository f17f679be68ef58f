import { useMemo } from 'react';
import type { MetricDefinition } from '../model';
import { periodDate } from '../months';
import { decimalSeparatorOf } from '../numbers';
import type { Change } from '../series';
import { useMetricsTranslation } from './use-metrics-translation';

type Unit = Pick<MetricDefinition, 'unit' | 'currency_code'>;

/**
 * Numbers, months and dates in the reader's language, with Intl: its digits and separators, a
 * currency by the metric's own code, runway in months, and a catalogue metric's name in the
 * reader's words (a company's own metric keeps the name it was given).
 */
export function useMetricFormat() {
  const { t, i18n } = useMetricsTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const formats = new Map<string, Intl.NumberFormat>();
    const numberFormat = (key: string, options: Intl.NumberFormatOptions) => {
      let format = formats.get(key);
      if (!format) formats.set(key, (format = new Intl.NumberFormat(language, options)));
      return format;
    };
    const optionsFor = ({ unit, currency_code: currency }: Unit, compact: boolean): [string, Intl.NumberFormatOptions] => {
      const notation = compact ? ({ notation: 'compact', maximumFractionDigits: 1 } as const) : {};
      switch (unit) {
        case 'currency':
          return [`currency:${currency}:${compact}`, { style: 'currency', currency: currency ?? 'USD', maximumFractionDigits: 0, ...notation }];
        case 'percent':
          return ['percent', { style: 'percent', maximumFractionDigits: 1 }];
        case 'months':
          return ['months', { style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 }];
        case 'ratio':
          return ['ratio', { maximumFractionDigits: 2 }];
        default:
          return [`count:${compact}`, { maximumFractionDigits: 0, ...notation }];
      }
    };
    const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shortMonthName = new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const dateName = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const signedPercent = new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });
    const signedNumber = new Intl.NumberFormat(language, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
    const editable = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 });

    return {
      language,
      /** The reader's decimal separator, for reading what they type. */
      decimal: decimalSeparatorOf(language),
      /** A value as its metric is measured; `compact` for a figure at a glance (1.2M). */
      value(value: number, definition: Unit, { compact = false }: { compact?: boolean } = {}) {
        const [key, options] = optionsFor(definition, compact);
        return numberFormat(key, options).format(definition.unit === 'percent' ? value / 100 : value);
      },
      /** A value as a form shows it for editing: the reader's digits, no grouping. */
      editable: (value: number) => editable.format(value),
      /** A change: in percent, or in percentage points for a percentage. */
      change(change: Change) {
        return change.kind === 'percent' ? signedPercent.format(change.value / 100) : t('change.points', { value: signedNumber.format(change.value) });
      },
      month: (period: string) => monthName.format(periodDate(period)),
      shortMonth: (period: string) => shortMonthName.format(periodDate(period)),
      date: (iso: string) => dateName.format(new Date(iso)),
      /** The catalogue's metrics are named in the reader's language; a company's own as written. */
      name: (definition: Pick<MetricDefinition, 'key' | 'name' | 'organization_id'>) => (definition.organization_id === null ? t(`catalogue.${definition.key}`, { defaultValue: definition.name }) : definition.name),
    };
  }, [language, t]);
}

export type MetricFormat = ReturnType<typeof useMetricFormat>;
