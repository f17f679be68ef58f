import { queryKeys, queryOptions, useQuery } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { whenDb } from '@fikrspace/db';
import { organizationTypeLabel } from '@fikrspace/portal-kit';

/** Spec 001 §8.1: the organization lookup's messages, word for word. */
export const ORGANIZATION_LOOKUP_MESSAGES = {
  userLookupFailed: 'Unable to fetch organization data',
  noOrganization: 'No organization assigned to user',
  organizationLookupFailed: 'Unable to fetch organization details',
  notFound: 'Organization not found',
  generic: 'Failed to fetch organization type',
} as const;

export class OrganizationLookupError extends Error {
  override name = 'OrganizationLookupError';
}

export interface OrganizationTypeInfo {
  id: string;
  name: string;
  logoUrl: string | null;
  /** The organization type's name, or null when the organization has none. */
  type: string | null;
  typeDisplayName: string | null;
  /** Spec 001 §2.11 label: Startup, Mentor, Accelerator, VC, University, Government or Unknown. */
  typeLabel: string;
}

/**
 * Spec 001 §7.1: the user's organization_id, then the organization with its joined type. Each step
 * fails with its own message, and anything unexpected with the generic one.
 */
export async function fetchOrganizationType(db: DbClient, userId: string): Promise<OrganizationTypeInfo> {
  try {
    const user = await db.from('users').select('organization_id').eq('id', userId).single();
    if (user.error) throw new OrganizationLookupError(ORGANIZATION_LOOKUP_MESSAGES.userLookupFailed, { cause: user.error });
    const organizationId = user.data.organization_id;
    if (!organizationId) throw new OrganizationLookupError(ORGANIZATION_LOOKUP_MESSAGES.noOrganization);
    const organization = await db
      .from('organizations')
      .select('id, name, logo_url, organization_type:organization_types(name, display_name)')
      .eq('id', organizationId)
      .maybeSingle();
    if (organization.error) throw new OrganizationLookupError(ORGANIZATION_LOOKUP_MESSAGES.organizationLookupFailed, { cause: organization.error });
    if (!organization.data) throw new OrganizationLookupError(ORGANIZATION_LOOKUP_MESSAGES.notFound);
    const type = organization.data.organization_type as { name: string; display_name: string } | null;
    return {
      id: organization.data.id,
      name: organization.data.name,
      logoUrl: organization.data.logo_url,
      type: type?.name ?? null,
      typeDisplayName: type?.display_name ?? null,
      typeLabel: organizationTypeLabel(type?.name),
    };
  } catch (error) {
    if (error instanceof OrganizationLookupError) throw error;
    throw new OrganizationLookupError(ORGANIZATION_LOOKUP_MESSAGES.generic, { cause: error });
  }
}

export const organizationTypeQueryOptions = (userId: string, organizationId: string | null) =>
  queryOptions({
    // Keyed by the current organization too, so a switch looks the new one up.
    queryKey: queryKeys.meScoped(userId, 'organization-type', organizationId),
    queryFn: async () => fetchOrganizationType(await whenDb(), userId),
    retry: false,
  });

export type OrganizationLookupState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; organization: OrganizationTypeInfo };

/** Spec 001 §4: the lookup is loading, failed with one of the five messages, or loaded. */
export function useOrganizationLookup(userId: string | null, organizationId: string | null): OrganizationLookupState {
  const query = useQuery({ ...organizationTypeQueryOptions(userId ?? '', organizationId), enabled: !!userId });
  if (!userId || query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', message: query.error instanceof OrganizationLookupError ? query.error.message : ORGANIZATION_LOOKUP_MESSAGES.generic };
  return { status: 'loaded', organization: query.data };
}
