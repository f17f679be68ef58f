import type { Tables } from '@fikrspace/db';
import type { MetricDefinition } from './model';

/**
 * Marketing channels (supabase/migrations/*_metrics_marketing_channels.sql): each channel is three
 * of the company's own metrics keyed from the channel's key, and the database computes conversion
 * and cost per lead from them (`marketing_channel_months`).
 */

export const MARKETING_CHANNEL_COLUMNS = ['id', 'organization_id', 'key', 'name', 'position', 'created_at'] as const;
export type MarketingChannel = Pick<Tables<'marketing_channels'>, (typeof MARKETING_CHANNEL_COLUMNS)[number]>;

export const MARKETING_MONTH_COLUMNS = ['channel_id', 'period', 'spend', 'leads', 'customers', 'conversion', 'cost_per_lead'] as const;
/** A channel's month: what was reported, and what the database computed from it. */
export interface MarketingMonth {
  channel_id: string;
  period: string;
  spend: number | null;
  leads: number | null;
  customers: number | null;
  /** Customers won per lead, in percent. */
  conversion: number | null;
  cost_per_lead: number | null;
}

/** The figures of a channel the marketing page shows, reported first. */
export const CHANNEL_FIGURES = ['spend', 'leads', 'customers', 'conversion', 'cost_per_lead'] as const;
export type ChannelFigure = (typeof CHANNEL_FIGURES)[number];
export const REPORTED_CHANNEL_FIGURES = ['spend', 'leads', 'customers'] as const;

/** A channel's name as `marketing_channels.name` checks it. */
export const CHANNEL_NAME_MAX_LENGTH = 60;

/** The metric key of one reported figure of a channel. */
export const channelMetricKey = (channelKey: string, figure: (typeof REPORTED_CHANNEL_FIGURES)[number]) => `custom_mkt_${channelKey}_${figure}`;

/** Whether a metric is one of a marketing channel's (those are added and removed with their channel). */
export const isMarketingMetric = (definition: Pick<MetricDefinition, 'key' | 'organization_id'>) => definition.organization_id !== null && /^custom_mkt_[a-z0-9_]+_(spend|leads|customers)$/.test(definition.key);

/** How a figure is measured, for the shared number formats: spend and cost per lead in dollars. */
export function channelFigureUnit(figure: ChannelFigure): Pick<MetricDefinition, 'unit' | 'currency_code'> {
  if (figure === 'spend' || figure === 'cost_per_lead') return { unit: 'currency', currency_code: 'USD' };
  if (figure === 'conversion') return { unit: 'percent', currency_code: null };
  return { unit: 'count', currency_code: null };
}

/** The metric definition a chart of one figure across channels is drawn with (a name, a unit). */
export function channelFigureDefinition(figure: ChannelFigure, name: string): MetricDefinition {
  return { id: figure, organization_id: 'marketing', key: figure, name, description: null, ...channelFigureUnit(figure), aggregation: figure === 'conversion' || figure === 'cost_per_lead' ? 'average' : 'sum', is_derived: figure === 'conversion' || figure === 'cost_per_lead', position: 0 };
}
