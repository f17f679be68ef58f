import { toServiceError, useMutation } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { useSessionServices } from '@fikrspace/session';

export interface LogoChange {
  organizationId: string;
  /** The public address of one of the organization's own files in the organization-logos bucket, or null. */
  logoUrl: string | null;
}

/**
 * Names the organization's logo, which the company profile's card shows. The database lets
 * through the members whose matrix role may update the organization (and the platform's
 * operators), and only an address of the organization's own folder; a refusal, or a row it did
 * not let through, is an error.
 */
export async function updateOrganizationLogo(db: DbClient, { organizationId, logoUrl }: LogoChange, signal?: AbortSignal): Promise<void> {
  let request = db.from('organizations').update({ logo_url: logoUrl }).eq('id', organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organizations' });
  if (!data?.length) throw toServiceError({ message: 'The organization could not be changed', code: '42501' }, 'PERMISSION_DENIED', { table: 'organizations' });
}

/** Changes the logo, then reloads the profile (which holds the current organization) so the card and every header show it. */
export function useUpdateOrganizationLogo() {
  const { reloadProfile } = useSessionServices();
  return useMutation({
    mutationFn: async (change: LogoChange) => {
      await updateOrganizationLogo(await whenDb(), change);
      await reloadProfile({ fresh: true });
    },
  });
}
