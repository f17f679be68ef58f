export { ThemedHomePage as default } from '@fikrspace/portal-host';
