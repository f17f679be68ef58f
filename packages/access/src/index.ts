export * from './permission-matrix';
