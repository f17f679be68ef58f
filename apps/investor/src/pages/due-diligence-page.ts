export { default } from '../features/due-diligence/components/due-diligence-page';
