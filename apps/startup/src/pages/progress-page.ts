export { default } from '../features/roadmap/components/progress-page';
