import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { notificationKeys } from '../keys';

/** How many of the member's notifications are unread: a head count, no rows travel. */
export async function getUnreadCount(db: DbClient, signal?: AbortSignal): Promise<number> {
  let request = db.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
  if (signal) request = request.abortSignal(signal);
  const { count, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'notifications' });
  return count ?? 0;
}

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async ({ signal }) => getUnreadCount(await whenDb(), signal),
  });

export function useUnreadCount(userId: string | null) {
  return useQuery({ ...unreadCountQueryOptions(userId ?? ''), enabled: !!userId });
}
