export { StakeholdersPage as default } from '@fikrspace/cap-table/components/stakeholders-page';
