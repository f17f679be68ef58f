/** The public tables of this context (Fikr OS): strategic periods, value streams, strategic objectives, objectives, key results, their check-ins, and epics. */
export const TABLES = ['strategic_periods', 'value_streams', 'strategic_objectives', 'objectives', 'key_results', 'key_result_check_ins', 'epics'] as const;
