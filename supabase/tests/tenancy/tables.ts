/** The public tables of this context. Organizations, their types, members and profiles, and the enterprise roles of the platform. */
export const TABLES = ['organization_types', 'organizations', 'organization_members', 'users', 'enterprise_roles'] as const;
