export { default } from '@fikrspace/eslint-config';
