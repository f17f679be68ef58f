import { toServiceError, useMutation } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { useSessionServices } from './session-context';

/**
 * The pictures of the profile: the user's avatar and the current organization's logo, each named
 * by its public Storage address. The database accepts only an address of the owner's own folder
 * in the right bucket (`avatars/<user id>/`, `organization-logos/<organization id>/`), the user's
 * own row for the avatar, and for the logo the members whose matrix role may update the
 * organization (and the platform's operators). A refusal, or a row it did not let through, is an
 * error. Each change reloads the profile, so every portal header shows it at once.
 */

export interface AvatarChange {
  userId: string;
  /** The public address of one of the user's own files in the avatars bucket, or null for none. */
  avatarUrl: string | null;
}

export interface LogoChange {
  organizationId: string;
  /** The public address of one of the organization's own files in the organization-logos bucket, or null. */
  logoUrl: string | null;
}

const refused = (table: string) => toServiceError({ message: `The ${table === 'users' ? 'profile' : 'organization'} could not be changed`, code: '42501' }, 'PERMISSION_DENIED', { table });

export async function updateAvatar(db: DbClient, { userId, avatarUrl }: AvatarChange, signal?: AbortSignal): Promise<void> {
  let request = db.from('users').update({ avatar_url: avatarUrl }).eq('id', userId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'users' });
  if (!data?.length) throw refused('users');
}

export async function updateOrganizationLogo(db: DbClient, { organizationId, logoUrl }: LogoChange, signal?: AbortSignal): Promise<void> {
  let request = db.from('organizations').update({ logo_url: logoUrl }).eq('id', organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organizations' });
  if (!data?.length) throw refused('organizations');
}

export function useUpdateAvatar() {
  const { reloadProfile } = useSessionServices();
  return useMutation({
    mutationFn: async (change: AvatarChange) => {
      await updateAvatar(await whenDb(), change);
      await reloadProfile({ fresh: true });
    },
  });
}

export function useUpdateOrganizationLogo() {
  const { reloadProfile } = useSessionServices();
  return useMutation({
    mutationFn: async (change: LogoChange) => {
      await updateOrganizationLogo(await whenDb(), change);
      await reloadProfile({ fresh: true });
    },
  });
}
