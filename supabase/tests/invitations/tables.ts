/** The public tables of this context. Invitations to join an organization. */
export const TABLES = ['organization_invitations'] as const;
