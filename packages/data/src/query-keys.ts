/**
 * Query keys of organization data start with ['org', orgId], so invalidating one prefix refreshes
 * everything a tenant's pages show, and switching organization can never serve another tenant's
 * cached rows. Data that belongs to the signed-in person rather than an organization lives under
 * ['me', userId].
 */
export const queryKeys = {
  org: (organizationId: string) => ['org', organizationId] as const,
  orgScoped: <const Parts extends readonly unknown[]>(organizationId: string, ...parts: Parts) => ['org', organizationId, ...parts] as const,
  me: (userId: string) => ['me', userId] as const,
  meScoped: <const Parts extends readonly unknown[]>(userId: string, ...parts: Parts) => ['me', userId, ...parts] as const,
};
