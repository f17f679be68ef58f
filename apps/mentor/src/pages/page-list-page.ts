export { PortalPageList as default } from '@fikrspace/ui';
