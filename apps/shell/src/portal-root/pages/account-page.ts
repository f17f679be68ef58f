export { default } from '../../features/account/components/account-page';
