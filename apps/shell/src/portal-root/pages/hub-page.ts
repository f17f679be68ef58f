export { default } from '../../features/hub/components/hub-page';
