import { toServiceError, useMutation } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { useSessionServices } from '@fikrspace/session';

export interface AvatarChange {
  userId: string;
  /** The public address of one of the user's own files in the avatars bucket, or null for none. */
  avatarUrl: string | null;
}

/**
 * Names the user's avatar on their profile. The database accepts only the user's own row and an
 * address of their own folder in the avatars bucket; a refusal, or a row it did not let through,
 * is an error.
 */
export async function updateAvatar(db: DbClient, { userId, avatarUrl }: AvatarChange, signal?: AbortSignal): Promise<void> {
  let request = db.from('users').update({ avatar_url: avatarUrl }).eq('id', userId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'users' });
  if (!data?.length) throw toServiceError({ message: 'The profile could not be changed', code: '42501' }, 'PERMISSION_DENIED', { table: 'users' });
}

/** Changes the avatar, then reloads the profile so the header shows it at once. */
export function useUpdateAvatar() {
  const { reloadProfile } = useSessionServices();
  return useMutation({
    mutationFn: async (change: AvatarChange) => {
      await updateAvatar(await whenDb(), change);
      await reloadProfile({ fresh: true });
    },
  });
}
