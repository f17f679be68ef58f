/** The public tables of this context. What organizations ask of the platform team, and the library of guides and templates it publishes. */
export const TABLES = ['support_requests', 'resources'] as const;
