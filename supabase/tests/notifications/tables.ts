/** The public tables of this context: what concerns a member, and how they want to hear of it. */
export const TABLES = ['notifications', 'notification_preferences'] as const;
