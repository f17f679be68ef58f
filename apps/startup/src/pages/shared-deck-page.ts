export { default } from '../features/pitch-deck/components/shared-deck-page';
