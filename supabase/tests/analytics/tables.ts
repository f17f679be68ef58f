/** The public tables of this context. Events and route visits, written by the edge functions. */
export const TABLES = ['analytics_events', 'route_analytics'] as const;
