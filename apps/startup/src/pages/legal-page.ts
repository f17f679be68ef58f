export { default } from '../features/legal/components/legal-page';
