export { default } from '../features/financial/components/financial-page';
