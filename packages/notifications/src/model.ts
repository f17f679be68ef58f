import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The notifications' model: row types derived from the generated database types and the closed
 * list of types. Notifications are written by the database alone, on domain events
 * (supabase/migrations/20261128000200_notifications_inbox.sql); a member reads theirs and marks
 * them read.
 */

/** The columns a list reads. */
export const NOTIFICATION_COLUMNS = ['id', 'type', 'title', 'body', 'link', 'data', 'organization_id', 'created_at', 'read_at'] as const;

export type Notification = Pick<Tables<'notifications'>, (typeof NOTIFICATION_COLUMNS)[number]>;

export type NotificationType = Enums<'notification_type'>;

/** The database's enum `public.notification_type`, in its order. */
export const NOTIFICATION_TYPES: readonly NotificationType[] = Constants.public.Enums.notification_type;

export interface NotificationPreference {
  type: NotificationType;
  inApp: boolean;
  emailDigest: boolean;
}

/** What a member gets for a type they never chose for: shown in the app, not in the digest. */
export const DEFAULT_PREFERENCE = { inApp: true, emailDigest: false } as const;

/** How many items the header's panel shows. */
export const PANEL_SIZE = 8;

/** Where "See all notifications" leads: the member's home across products. */
export const ALL_NOTIFICATIONS_PATH = '/fikrspace/portal/hub';
/** How many items a page of the full list shows. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
