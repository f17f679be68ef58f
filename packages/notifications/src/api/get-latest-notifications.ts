import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { notificationKeys } from '../keys';
import { NOTIFICATION_COLUMNS, PANEL_SIZE, type Notification } from '../model';

/** The member's latest notifications, newest first; row level security keeps them to their own. */
export async function getLatestNotifications(db: DbClient, limit: number, signal?: AbortSignal): Promise<Notification[]> {
  let request = db.from('notifications').select(NOTIFICATION_COLUMNS.join(', ')).order('created_at', { ascending: false }).order('id', { ascending: false }).limit(limit);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<Notification[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'notifications' });
  return data ?? [];
}

export const latestNotificationsQueryOptions = (userId: string, limit = PANEL_SIZE) =>
  queryOptions({
    queryKey: notificationKeys.latest(userId, limit),
    queryFn: async ({ signal }) => getLatestNotifications(await whenDb(), limit, signal),
  });

/** Disabled until someone is signed in. */
export function useLatestNotifications(userId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...latestNotificationsQueryOptions(userId ?? ''), enabled: !!userId && enabled });
}
