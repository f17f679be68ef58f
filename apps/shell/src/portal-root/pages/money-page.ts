export { default } from '../../features/money/components/money-page';
