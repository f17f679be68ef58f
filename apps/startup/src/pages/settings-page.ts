export { default } from '../features/settings/components/settings-page';
