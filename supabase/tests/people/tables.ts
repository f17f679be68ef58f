/** The public tables of this context. Each member's profile in the team of their organization. */
export const TABLES = ['team_member_profiles'] as const;
