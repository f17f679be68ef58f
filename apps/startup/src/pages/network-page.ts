export { default } from '../features/network/components/network-page';
