export * from './backend-config';
export * from './startup-checks';
export * from './early-fetch';
