/** The public tables of this context: the metric catalogue, monthly values and their months, corrections, consent grants with their log, marketing channels, and the monthly budget lines. */
export const TABLES = ['metric_definitions', 'metric_periods', 'metric_values', 'metric_value_corrections', 'data_shares', 'data_share_events', 'marketing_channels', 'budget_lines'] as const;
