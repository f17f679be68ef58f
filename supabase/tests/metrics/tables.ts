/** The public tables of this context: the metric catalogue, monthly values and their months, corrections, and consent grants with their log. */
export const TABLES = ['metric_definitions', 'metric_periods', 'metric_values', 'metric_value_corrections', 'data_shares', 'data_share_events'] as const;
