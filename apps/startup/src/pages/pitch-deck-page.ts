export { default } from '../features/pitch-deck/components/pitch-deck-page';
