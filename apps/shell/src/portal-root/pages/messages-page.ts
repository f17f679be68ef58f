export { MessagesPage as default } from '@fikrspace/messaging/components/messages-page';
