export * from './auth-actions';
export * from './portal-routes';
export * from './route-error-boundary';
export * from './shared-screens';
export * from './use-document-meta';
export * from './use-minimum-delay';
export * from './standalone';
