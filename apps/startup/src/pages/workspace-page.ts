export { RoutePage as default } from '@fikrspace/ui';
