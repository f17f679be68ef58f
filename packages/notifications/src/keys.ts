import { queryKeys } from '@fikrspace/data';

/** Which page of a member's notifications a list shows. */
export interface NotificationPageQuery {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

/**
 * The only place the notifications' query keys are spelled. They are rooted at the member (a
 * member's notifications are theirs whatever organization they work in), so signing out drops
 * them and one invalidation of `all` refreshes the bell, the panel and the page. A key always holds
 * the same shape: the shell and a remote may run different versions of this package in one cache.
 */
export const notificationKeys = {
  all: (userId: string) => queryKeys.meScoped(userId, 'notifications'),
  latest: (userId: string, limit: number) => [...notificationKeys.all(userId), 'latest', limit] as const,
  unreadCount: (userId: string) => [...notificationKeys.all(userId), 'unread-count'] as const,
  page: (userId: string, query: NotificationPageQuery) => [...notificationKeys.all(userId), 'page', query] as const,
  preferences: (userId: string) => queryKeys.meScoped(userId, 'notification-preferences'),
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a notifications write. */
export const notificationMutationKeys = {
  markRead: ['notifications', 'mark-read'],
  setPreference: ['notifications', 'set-preference'],
} as const;
