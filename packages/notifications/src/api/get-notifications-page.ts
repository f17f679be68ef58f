import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData } from '@tanstack/react-query';
import { notificationKeys } from '../keys';
import { NOTIFICATION_COLUMNS, NOTIFICATIONS_PAGE_SIZE, type Notification } from '../model';

export interface NotificationsPageInput {
  /** 1-based. */
  page: number;
  unreadOnly: boolean;
}

export interface NotificationsPage {
  rows: Notification[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the member's notifications, newest first, all or only the unread ones. */
export async function getNotificationsPage(db: DbClient, { page, unreadOnly }: NotificationsPageInput, signal?: AbortSignal): Promise<NotificationsPage> {
  const from = (Math.max(1, page) - 1) * NOTIFICATIONS_PAGE_SIZE;
  let request = db
    .from('notifications')
    .select(NOTIFICATION_COLUMNS.join(', '), { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + NOTIFICATIONS_PAGE_SIZE - 1);
  if (unreadOnly) request = request.is('read_at', null);
  if (signal) request = request.abortSignal(signal);
  const { data, count, error } = await request.returns<Notification[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'notifications' });
  const total = count ?? 0;
  return { rows: data ?? [], total, page, pageCount: Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)) };
}

export const notificationsPageQueryOptions = (userId: string, input: NotificationsPageInput) =>
  queryOptions({
    queryKey: notificationKeys.page(userId, { page: input.page, pageSize: NOTIFICATIONS_PAGE_SIZE, unreadOnly: input.unreadOnly }),
    queryFn: async ({ signal }) => getNotificationsPage(await whenDb(), input, signal),
    placeholderData: keepPreviousData,
  });

export function useNotificationsPage(userId: string | null, input: NotificationsPageInput) {
  return useQuery({ ...notificationsPageQueryOptions(userId ?? '', input), enabled: !!userId });
}
