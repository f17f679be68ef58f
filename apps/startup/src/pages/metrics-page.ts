export { default } from '../features/metrics/components/metrics-page';
