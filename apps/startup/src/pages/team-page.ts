export { default } from '../features/team/components/team-page';
