export { default } from '../features/roadmap/components/achievements-page';
