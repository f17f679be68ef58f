import type { Database, Json, Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The metrics context's model: row types derived from the generated database types, the closed
 * vocabularies, the column allow-lists and the limits that mirror the tables' checks
 * (supabase/migrations/*_metrics_*.sql). It imports nothing heavy, because the route table that
 * prefetches the page imports the read operations, and they import this.
 */

type Functions = Database['public']['Functions'];

export const METRIC_DEFINITION_COLUMNS = ['id', 'organization_id', 'key', 'name', 'description', 'unit', 'currency_code', 'aggregation', 'is_derived', 'position'] as const;
/** A metric of the catalogue (`organization_id` null) or one of the company's own (`custom_…`). */
export type MetricDefinition = Pick<Tables<'metric_definitions'>, (typeof METRIC_DEFINITION_COLUMNS)[number]>;

export type MetricUnit = Enums<'metric_unit'>;
export type MetricAggregation = Enums<'metric_aggregation'>;
export type MetricPeriodStatus = Enums<'metric_period_status'>;
export const METRIC_UNITS: readonly MetricUnit[] = Constants.public.Enums.metric_unit;

export const METRIC_PERIOD_COLUMNS = ['organization_id', 'period', 'status', 'submitted_at'] as const;
/** A month of the company's: a draft until submitted, then locked. */
export type MetricPeriod = Pick<Tables<'metric_periods'>, (typeof METRIC_PERIOD_COLUMNS)[number]>;

/** One value of the series function: a reported one, or one the database derived. */
export type MetricPoint = Functions['metric_series']['Returns'][number];

export const DATA_SHARE_COLUMNS = [
  'id',
  'organization_id',
  'grantee_organization_id',
  'all_metrics',
  'metric_keys',
  'include_documents',
  'period_from',
  'period_to',
  'granted_at',
  'expires_at',
  'last_viewed_at',
] as const;
/** A live grant of the company's metrics to another organization. */
export type DataShare = Pick<Tables<'data_shares'>, (typeof DATA_SHARE_COLUMNS)[number]>;

export const DATA_SHARE_EVENT_COLUMNS = ['id', 'share_id', 'grantee_organization_id', 'action', 'scope', 'actor_id', 'created_at'] as const;
export type DataShareEvent = Pick<Tables<'data_share_events'>, (typeof DATA_SHARE_EVENT_COLUMNS)[number]>;
export type DataShareAction = Enums<'data_share_action'>;

/** An organization a startup may grant its metrics to: an accelerator, an investor or a government body. */
export type GranteeCandidate = Functions['data_share_grantee_candidates']['Returns'][number];
export type GranteeType = 'accelerator' | 'venture_capital' | 'government';
export const GRANTEE_TYPES: readonly GranteeType[] = ['accelerator', 'venture_capital', 'government'];

/** The most names `data_share_grantee_candidates` answers at once. */
export const CANDIDATE_LIMIT = 50;
/** The most metric keys one grant names (`data_shares.metric_keys`). */
export const SHARED_KEYS_MAX = 100;
/** A correction's reason, as `metric_value_corrections.reason` checks it. */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;
/** How many of the latest grant events the log shows. */
export const SHARE_EVENTS_SHOWN = 50;

/** The figures a startup's page leads with, in this order, when the company reports them. */
export const KEY_FIGURE_KEYS = ['revenue', 'mrr', 'cash', 'burn', 'runway_months', 'customers'] as const;

/** The metrics a series view starts with. */
export const DEFAULT_SERIES_KEYS = ['revenue', 'mrr', 'cash', 'runway_months'] as const;

/** What a grant gives, as the log records it after each change (`data_share_events.scope`). */
export interface ShareScope {
  allMetrics: boolean;
  metricKeys: string[];
  includeDocuments: boolean;
  periodFrom: string | null;
  periodTo: string | null;
  expiresAt: string | null;
}

const text = (value: Json | undefined) => (typeof value === 'string' ? value : null);

/** The scope a log entry recorded, read defensively: the column is JSON. */
export function readShareScope(scope: Json): ShareScope {
  const object = scope && typeof scope === 'object' && !Array.isArray(scope) ? scope : {};
  const keys = Array.isArray(object.metricKeys) ? object.metricKeys.filter((key): key is string => typeof key === 'string') : [];
  return {
    allMetrics: object.allMetrics === true,
    metricKeys: keys,
    includeDocuments: object.includeDocuments === true,
    periodFrom: text(object.periodFrom),
    periodTo: text(object.periodTo),
    expiresAt: text(object.expiresAt),
  };
}

/** Metrics a member types in: every one but those the database derives. */
export const isReported = (definition: MetricDefinition) => !definition.is_derived;

/** The catalogue's order, then the company's own metrics after it. */
export function sortDefinitions(definitions: readonly MetricDefinition[]): MetricDefinition[] {
  return [...definitions].sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}
