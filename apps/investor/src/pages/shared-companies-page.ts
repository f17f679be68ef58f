export { default } from '../features/shared-companies/components/shared-companies-page';
