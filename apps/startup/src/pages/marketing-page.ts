export { default } from '../features/marketing/components/marketing-page';
