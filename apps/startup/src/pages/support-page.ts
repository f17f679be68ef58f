export { default } from '../features/help-center/components/support-page';
