export { default } from '../features/profile/components/profile-page';
