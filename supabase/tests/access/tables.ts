/** The public tables of this context. Matrix roles, explicit grants and access requests. */
export const TABLES = ['organisation_roles', 'user_permissions', 'access_requests'] as const;
