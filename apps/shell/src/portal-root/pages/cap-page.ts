export { CapTablePage as default } from '@fikrspace/cap-table/components/cap-table-page';
