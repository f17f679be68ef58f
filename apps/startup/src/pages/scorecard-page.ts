export { default } from '../features/scorecard/components/scorecard-page';
