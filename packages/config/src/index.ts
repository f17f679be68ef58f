export * from './backend-config';
