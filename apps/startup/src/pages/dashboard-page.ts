export { default } from '../features/dashboard/components/dashboard-page';
