export { RoundModelerPage as default } from '@fikrspace/cap-table/components/modeler/round-modeler-page';
