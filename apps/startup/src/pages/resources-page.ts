export { default } from '../features/help-center/components/resources-page';
