import { mutationOptions, toServiceError, useMutation, useQueryClient, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { notificationKeys, notificationMutationKeys } from '../keys';

export interface MarkReadInput {
  userId: string;
  /** The notifications to mark; none means all of the member's unread ones. */
  ids?: readonly string[];
}

/** Marks notifications read through the database's function; answers how many changed. */
export async function markNotificationsRead(db: DbClient, ids?: readonly string[]): Promise<number> {
  const { data, error } = await db.rpc('mark_notifications_read', ids ? { p_ids: [...ids] } : {});
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'mark_notifications_read' });
  return data ?? 0;
}

export const markNotificationsReadMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notificationMutationKeys.markRead,
    mutationFn: async ({ ids }: MarkReadInput) => markNotificationsRead(await whenDb(), ids),
    onSuccess: (_count, { userId }) => queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });

export function useMarkNotificationsRead() {
  return useMutation(markNotificationsReadMutationOptions(useQueryClient()));
}
