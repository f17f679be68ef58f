export { ThemedSimplePage as default } from '@fikrspace/portal-host';
