export { default } from '../features/roadmap/components/roadmap-page';
