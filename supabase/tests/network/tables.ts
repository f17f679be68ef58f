/** The public tables of this context. A startup's relationships with other organizations, and its contacts there. */
export const TABLES = ['network_relationships', 'network_contacts'] as const;
