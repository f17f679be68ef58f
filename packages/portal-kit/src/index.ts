export * from './types';
export * from './define-portal';
export * from './sites';
export * from './shared-routes';
export * from './route-context';
export * from './route-access';
export * from './bug-report-visibility';
export * from './portal-chrome';
