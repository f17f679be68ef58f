export { default } from '../features/fundraising/components/fundraising-page';
