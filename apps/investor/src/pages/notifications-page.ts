export { NotificationsPage as default } from '@fikrspace/notifications/components/notifications-page';
