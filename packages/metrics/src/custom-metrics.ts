import { z } from 'zod';
import type { MetricAggregation, MetricDefinition, MetricUnit } from './model';

/**
 * A company's own metrics (`metric_definitions` rows with its organization, keyed `custom_…`):
 * the form's rules, as the table checks them, and the key a new metric gets from its name.
 */

export const CUSTOM_METRIC_UNITS = ['currency', 'count', 'percent'] as const satisfies readonly MetricUnit[];
export const CUSTOM_METRIC_AGGREGATIONS = ['sum', 'last', 'average'] as const satisfies readonly MetricAggregation[];
export const CUSTOM_NAME_MAX_LENGTH = 80;
export const CUSTOM_DESCRIPTION_MAX_LENGTH = 500;
/** `metric_definitions.key` holds at most 48 characters: `custom_` and the name's. */
const KEY_MAX_LENGTH = 48;

/**
 * The key of a new metric: `custom_` and the name's Latin letters and digits, or `custom_metric`
 * for a name in another script; numbered when the company already uses it. Never `custom_mkt_…`,
 * which marketing channels' metrics use.
 */
export function customMetricKey(name: string, taken: readonly string[]): string {
  let slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(slug)) slug = slug ? `metric_${slug}` : 'metric';
  if (slug.startsWith('mkt_') || slug === 'mkt') slug = `m_${slug}`;
  const base = `custom_${slug}`.slice(0, KEY_MAX_LENGTH - 3).replace(/_+$/, '');
  let key = base;
  for (let suffix = 2; taken.includes(key); suffix += 1) key = `${base}_${suffix}`;
  return key;
}

/** The custom metric form: a message is a problem code the form words in the reader's language. */
export const customMetricSchema = z
  .object({
    name: z.string().trim().min(1, 'nameRequired').max(CUSTOM_NAME_MAX_LENGTH, 'nameLong'),
    description: z.string().trim().max(CUSTOM_DESCRIPTION_MAX_LENGTH, 'descriptionLong'),
    unit: z.enum(CUSTOM_METRIC_UNITS),
    currencyCode: z.string().trim().toUpperCase(),
    aggregation: z.enum(CUSTOM_METRIC_AGGREGATIONS),
  })
  .superRefine((values, context) => {
    if (values.unit === 'currency' && !/^[A-Z]{3}$/.test(values.currencyCode)) context.addIssue({ code: 'custom', path: ['currencyCode'], message: 'currencyCode' });
  });

export type CustomMetricValues = z.input<typeof customMetricSchema>;

/** The company's own metrics a member manages here: not the catalogue's, not a channel's. */
export const isCustomMetric = (definition: Pick<MetricDefinition, 'organization_id'>) => definition.organization_id !== null;
