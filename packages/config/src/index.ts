export * from './backend-config';
export * from './startup-checks';
