import { mutationOptions, queryOptions, toServiceError, useMutation, useQuery, useQueryClient, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { notificationKeys, notificationMutationKeys } from '../keys';
import { DEFAULT_PREFERENCE, NOTIFICATION_TYPES, type NotificationPreference, type NotificationType } from '../model';

/** The member's choice for every type: their saved rows, and the defaults for the rest. */
export async function getNotificationPreferences(db: DbClient, signal?: AbortSignal): Promise<NotificationPreference[]> {
  let request = db.from('notification_preferences').select('type, in_app, email_digest');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'notification_preferences' });
  const saved = new Map((data ?? []).map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = saved.get(type);
    return { type, inApp: row?.in_app ?? DEFAULT_PREFERENCE.inApp, emailDigest: row?.email_digest ?? DEFAULT_PREFERENCE.emailDigest };
  });
}

export const notificationPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: async ({ signal }) => getNotificationPreferences(await whenDb(), signal),
  });

export function useNotificationPreferences(userId: string | null) {
  return useQuery({ ...notificationPreferencesQueryOptions(userId ?? ''), enabled: !!userId });
}

export interface SetPreferenceInput extends NotificationPreference {
  userId: string;
}

/** Saves one type's choice; the row is the caller's own (the database fills in who). */
export async function setNotificationPreference(db: DbClient, { type, inApp, emailDigest }: { type: NotificationType; inApp: boolean; emailDigest: boolean }): Promise<void> {
  const { error } = await db.from('notification_preferences').upsert({ type, in_app: inApp, email_digest: emailDigest }, { onConflict: 'user_id,type' });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'notification_preferences' });
}

export const setNotificationPreferenceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notificationMutationKeys.setPreference,
    mutationFn: async (input: SetPreferenceInput) => setNotificationPreference(await whenDb(), input),
    // The switch moves at once; a refusal puts it back.
    onMutate: async (input) => {
      const key = notificationKeys.preferences(input.userId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPreference[]>(key);
      queryClient.setQueryData<NotificationPreference[]>(key, (rows) => rows?.map((row) => (row.type === input.type ? { type: input.type, inApp: input.inApp, emailDigest: input.emailDigest } : row)));
      return { before };
    },
    onError: (_error, input, context) => queryClient.setQueryData(notificationKeys.preferences(input.userId), context?.before),
    onSettled: (_result, _error, input) => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences(input.userId) }),
  });

export function useSetNotificationPreference() {
  return useMutation(setNotificationPreferenceMutationOptions(useQueryClient()));
}
